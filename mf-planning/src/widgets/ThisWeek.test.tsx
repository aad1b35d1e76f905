import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aMeal, aPlan, curry, lasagne, olive, pancakes } from '../test/fixtures';
import { failure, server } from '../test/serve';
import ThisWeek from './ThisWeek';

// Only the clock is faked (msw and user-event keep their timers): Wednesday 4 November, 10:00
// where the user is; in en-GB the week runs Monday 2 to Sunday 8 November.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 10, 4, 10, 0),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** GET /meal-plans answering `plans`, recording the ranges asked for. */
function serveWeek(answer: () => Response) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/meal-plans', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return asked;
}

const showWidget = () => renderWithHost(<ThisWeek />, { path: '/dashboard', signedInAs: olive });
const mealLines = async () => within(await screen.findByRole('list', { name: 'Meals this week' })).getAllByRole('listitem').map((line) => line.textContent);

describe("the dashboard's 'This week'", () => {
  it("asks for the locale's week and lists today's meals and the next ones, in the order they are eaten", async () => {
    const asked = serveWeek(() =>
      HttpResponse.json([
        aPlan('2026-11-02', '2026-11-08', [
          aMeal({ date: '2026-11-02', mealType: 'dinner', recipe: curry }),
          aMeal({ date: '2026-11-04', mealType: 'dinner', recipe: lasagne }),
          aMeal({ date: '2026-11-04', mealType: 'breakfast', recipe: pancakes }),
          aMeal({ date: '2026-11-05', mealType: 'lunch', recipe: curry }),
          aMeal({ date: '2026-11-06', mealType: 'snack', recipe: null, notes: 'Leftovers' }),
        ]),
      ]),
    );
    showWidget();
    expect(await mealLines()).toEqual(['Today · BreakfastPancakes', 'Today · DinnerLasagne', 'Tomorrow · LunchGreen Curry', 'Fri 6 Nov · SnackLeftovers']);
    expect(asked[0]!.get('startDate')).toBe('2026-11-02');
    expect(asked[0]!.get('endDate')).toBe('2026-11-08');
  });

  it("opens a meal's recipe", async () => {
    serveWeek(() => HttpResponse.json([aPlan('2026-11-02', '2026-11-08', [aMeal({ date: '2026-11-04', recipe: lasagne })])]));
    const { user } = showWidget();
    await user.click(await screen.findByRole('link', { name: 'Lasagne' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${lasagne._id}`);
  });

  it("shows a meal's recipe picture small in its link, and no box for a recipe without one", async () => {
    const picture = '/api/images/0123456789abcdef0123456789abcdef-card-v1.webp';
    serveWeek(() =>
      HttpResponse.json([
        aPlan('2026-11-02', '2026-11-08', [
          aMeal({ date: '2026-11-04', mealType: 'lunch', recipe: lasagne, recipeImage: picture }),
          aMeal({ date: '2026-11-04', mealType: 'dinner', recipe: curry }),
        ]),
      ]),
    );
    showWidget();
    const thumbnail = (await screen.findByRole('link', { name: 'Lasagne' })).querySelector('img');
    expect(thumbnail).toHaveAttribute('src', picture);
    expect(thumbnail).toHaveAttribute('alt', '');
    expect([thumbnail!.getAttribute('width'), thumbnail!.getAttribute('height'), thumbnail!.getAttribute('loading')]).toEqual(['44', '44', 'lazy']);
    expect(screen.getByRole('link', { name: 'Green Curry' }).querySelector('img')).toBeNull();
    expect(await mealLines()).toEqual(['Today · LunchLasagne', 'Today · DinnerGreen Curry']);
  });

  it('starts the week on Sunday where the locale does', async () => {
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const asked = serveWeek(() => HttpResponse.json([]));
    showWidget();
    await screen.findByText('No meals planned this week.');
    expect(asked[0]!.get('startDate')).toBe('2026-11-01');
    expect(asked[0]!.get('endDate')).toBe('2026-11-07');
  });

  it('says so when nothing is planned this week, with the way to the planner', async () => {
    serveWeek(() => HttpResponse.json([]));
    const { user } = showWidget();
    expect(await screen.findByText('No meals planned this week.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Plan your week' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/meal-planner$/);
  });

  it('says so when every meal of the week is behind', async () => {
    serveWeek(() => HttpResponse.json([aPlan('2026-11-02', '2026-11-08', [aMeal({ date: '2026-11-03' })])]));
    showWidget();
    expect(await screen.findByText('Nothing more is planned this week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan your week' })).toHaveAttribute('href', '/meal-planner');
  });

  it('lists 6 meals at most, and says how many more the planner holds', async () => {
    const days = ['2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'];
    serveWeek(() => HttpResponse.json([aPlan('2026-11-02', '2026-11-08', days.flatMap((date) => [aMeal({ date, mealType: 'lunch' }), aMeal({ date, mealType: 'dinner' })]))]));
    showWidget();
    expect(await mealLines()).toHaveLength(6);
    expect(screen.getByRole('link', { name: '2 more in the planner' })).toHaveAttribute('href', '/meal-planner');
  });

  it('says when the week cannot be read', async () => {
    serveWeek(() => failure());
    showWidget();
    expect(await screen.findByText("Failed to load this week's meals")).toBeInTheDocument();
  });

  it('shows nothing to a guest', () => {
    const { container } = renderWithHost(<ThisWeek />, { path: '/dashboard' });
    expect(container).not.toHaveTextContent('This week');
  });
});
