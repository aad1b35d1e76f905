import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createHostStore, signedIn } from '@hearth/host';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { aMeal, aPlan, curry, lasagne, olive, pancakes } from '../../test/fixtures';
import { fakeMealPlans } from '../../test/fake-meal-plans';
import { choose, dialog, openPlanner, speak } from '../../test/planner-kit';
import { failure, recordCalls, serveRecipeOptions, server } from '../../test/serve';
import MealPlannerPage, { prefetch } from './MealPlannerPage';

const recipes = [pancakes, lasagne, curry];
const MONDAY = '2026-11-02';

beforeEach(() => {
  speak('en-GB');
  serveRecipeOptions(recipes);
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
});

/** A 360 px phone for one test: the week day by day (the window is wide again after each test). */
const onAPhone = () => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });

const weekCalls = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/meal-plans').map((call) => `${call.query.get('startDate')}..${call.query.get('endDate')}`);

describe('the week', () => {
  it("starts loading the address's week as the page's code arrives (prefetch), from the locale's first day", async () => {
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    createHostStore().dispatch(signedIn({ token: 'test-token', user: olive }));
    prefetch({ params: {}, searchParams: new URLSearchParams('week=2026-11-04') });
    await waitFor(() => expect(weekCalls(calls)).toEqual(['2026-11-02..2026-11-08']));
  });

  it('shows the prefetched week without asking for it again', async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal({ date: '2026-11-03', mealType: 'dinner', recipe: lasagne })])], recipes);
    const calls = recordCalls();
    renderWithHost(<MealPlannerPage />, { path: '/meal-planner?week=2026-11-04', route: '/meal-planner', signedInAs: olive, prefetch });
    const grid = await screen.findByRole('table', { name: 'Meals of the week' });
    expect(await within(grid).findByText('Lasagne')).toBeInTheDocument();
    expect(weekCalls(calls)).toEqual(['2026-11-02..2026-11-08']);
  });

  it('starts on Monday for en-GB and loads its 7 days in one call', async () => {
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    openPlanner('2026-11-04');
    const grid = await screen.findByRole('table', { name: 'Meals of the week' });
    const days = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    expect(days).toEqual(['Mon 2 Nov', 'Tue 3 Nov', 'Wed 4 Nov', 'Thu 5 Nov', 'Fri 6 Nov', 'Sat 7 Nov', 'Sun 8 Nov']);
    expect(within(grid).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    expect(weekCalls(calls)).toEqual(['2026-11-02..2026-11-08']);
  });

  it("starts on the locale's first day: Sunday for en-US", async () => {
    speak('en-US');
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    openPlanner('2026-11-04');
    const grid = await screen.findByRole('table', { name: 'Meals of the week' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun, Nov 1');
    expect(weekCalls(calls)).toEqual(['2026-11-01..2026-11-07']);
  });

  it('goes to the next and the previous week', async () => {
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(weekCalls(calls)).toContain('2026-11-09..2026-11-15'));
    expect(screen.getByText(/^9\s*–\s*15 Nov 2026$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(weekCalls(calls)).toContain('2026-10-26..2026-11-01'));
  });

  it('shows each meal in its day and row, with its notes', async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal({ date: '2026-11-03', mealType: 'breakfast', recipe: pancakes, notes: 'With berries' })])], recipes);
    openPlanner();
    const breakfast = (await screen.findAllByRole('row'))[1]!;
    const cells = within(breakfast).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('PancakesWith berries');
    expect(cells[0]).not.toHaveTextContent('Pancakes');
  });

  it("puts a meal's buttons under its title in the grid's narrow columns, so a title wraps by words", async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal({ date: MONDAY, mealType: 'lunch', recipe: curry })])], recipes);
    openPlanner();
    const meal = await screen.findByRole('group', { name: 'Green Curry, lunch on Mon 2 Nov' });
    expect(meal).toHaveClass('ant-flex-vertical');
    const [title, buttons] = Array.from(meal.children);
    expect(title).toHaveTextContent('Green Curry');
    expect(within(buttons as HTMLElement).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit Green Curry, lunch on Mon 2 Nov',
      'Remove Green Curry, lunch on Mon 2 Nov',
    ]);
  });

  it('is day by day on a 360 px phone: each day only its meals, each saying its type, and one button to add a meal', async () => {
    onAPhone();
    fakeMealPlans(
      [aPlan(MONDAY, '2026-11-08', [aMeal({ date: MONDAY, mealType: 'lunch', recipe: curry }), aMeal({ date: MONDAY, mealType: 'breakfast', recipe: pancakes })])],
      recipes,
    );
    openPlanner();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mon 2 Nov' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const monday = screen.getByRole('region', { name: 'Mon 2 Nov' });
    // In the order of the day, whatever order they were planned in.
    const meals = within(monday).getAllByRole('group');
    expect(meals.map((meal) => meal.getAttribute('aria-label'))).toEqual(['Pancakes, breakfast on Mon 2 Nov', 'Green Curry, lunch on Mon 2 Nov']);
    expect(meals[1]).toHaveTextContent(/^LunchGreen Curry$/);
    expect(within(monday).getAllByRole('button', { name: /^Add / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Add meal on Mon 2 Nov']);
    expect(within(monday).getByRole('button', { name: 'Add meal on Mon 2 Nov' })).toHaveTextContent('Add meal');
    // An empty day is just its button: no empty slot per meal type.
    expect(within(screen.getByRole('region', { name: 'Tue 3 Nov' })).queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add meal on / })).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /^Add (breakfast|lunch|dinner|snack) on / })).not.toBeInTheDocument();
    // A phone's card is wide enough for the buttons beside the title.
    expect(meals[1]).not.toHaveClass('ant-flex-vertical');
  });

  it("adds a meal on a phone with the type chosen in the dialog, which starts with none", async () => {
    onAPhone();
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add meal on Tue 3 Nov' }));
    await screen.findByRole('dialog');
    expect(dialog().getByRole('combobox', { name: 'Meal type' }).closest('.ant-select')).toHaveTextContent('Choose a meal type');
    await choose(user, 'Recipe', 'Lasagne');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await dialog().findByText('Please select both a recipe and meal type')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await choose(user, 'Meal type', 'Dinner');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Meal added to plan')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      startDate: MONDAY,
      endDate: '2026-11-08',
      meals: [{ date: '2026-11-03', mealType: 'dinner', recipeId: lasagne._id, servings: null, notes: '' }],
    });
    const tuesday = screen.getByRole('region', { name: 'Tue 3 Nov' });
    expect(await within(tuesday).findByRole('group', { name: 'Lasagne, dinner on Tue 3 Nov' })).toHaveTextContent(/^DinnerLasagne$/);
  });
});

describe('a meal in the week', () => {
  it("opens its recipe from its title, and shows the number it is planned for; a meal whose recipe is gone has no link", async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal({ date: MONDAY, mealType: 'lunch', recipe: curry, servings: 4 }), aMeal({ date: '2026-11-03', recipe: null })])], recipes);
    const { user } = openPlanner();
    const curryMeal = await screen.findByRole('group', { name: 'Green Curry, lunch on Mon 2 Nov' });
    const link = within(curryMeal).getByRole('link', { name: 'Green Curry' });
    expect(link).toHaveAttribute('href', `/recipes/${curry._id}`);
    expect(within(curryMeal).getByText('For 4')).toBeInTheDocument();
    expect(within(curryMeal).getByRole('button', { name: 'Edit Green Curry, lunch on Mon 2 Nov' })).toBeInTheDocument();
    expect(within(curryMeal).getByRole('button', { name: 'Remove Green Curry, lunch on Mon 2 Nov' })).toBeInTheDocument();

    const noRecipe = screen.getByRole('group', { name: 'No recipe, dinner on Tue 3 Nov' });
    expect(noRecipe).toHaveTextContent('No recipe');
    expect(within(noRecipe).queryByRole('link')).not.toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/recipes/${curry._id}`);
  });
});

describe('today', () => {
  // Only the clock is faked (msw, antd and user-event keep their timers): half past midnight on
  // Wednesday 4 November where the user is. East of Greenwich that is still the 3rd in UTC, so
  // only the local date finds Wednesday.
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(2026, 10, 4, 0, 30),
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it("is marked in the grid's header, with aria-current", async () => {
    fakeMealPlans([], recipes);
    renderWithHost(<MealPlannerPage />, { path: '/meal-planner', signedInAs: olive });
    const grid = await screen.findByRole('table', { name: 'Meals of the week' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Mon 2 Nov', 'Tue 3 Nov', 'Wed 4 NovToday', 'Thu 5 Nov', 'Fri 6 Nov', 'Sat 7 Nov', 'Sun 8 Nov']);
    expect(headers.filter((header) => header.getAttribute('aria-current') === 'date')).toEqual([headers[2]]);
    // The buttons keep the day's plain name.
    expect(within(grid).getByRole('button', { name: 'Add dinner on Wed 4 Nov' })).toBeInTheDocument();
  });

  it("is marked in the phone's day heading, with aria-current", async () => {
    onAPhone();
    fakeMealPlans([], recipes);
    renderWithHost(<MealPlannerPage />, { path: '/meal-planner', signedInAs: olive });
    const wednesday = await screen.findByRole('heading', { level: 2, name: 'Wed 4 Nov Today' });
    expect(wednesday).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.hasAttribute('aria-current'))).toEqual([wednesday]);
  });

  it('is not marked in another week', async () => {
    fakeMealPlans([], recipes);
    openPlanner('2026-11-11');
    const grid = await screen.findByRole('table', { name: 'Meals of the week' });
    expect(within(grid).queryByText('Today')).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader').filter((header) => header.hasAttribute('aria-current'))).toEqual([]);
  });
});

describe('Copy last week', () => {
  const LAST_MONDAY = '2026-10-26';

  it("fills an empty week with last week's meals, each 7 days on, in one call", async () => {
    const lastWeek = aPlan(LAST_MONDAY, '2026-11-01', [
      aMeal({ date: LAST_MONDAY, mealType: 'dinner', recipe: lasagne, servings: 6, notes: 'Double batch' }),
      aMeal({ date: '2026-11-01', mealType: 'breakfast', recipe: pancakes }),
    ]);
    const plans = fakeMealPlans([lastWeek], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));

    expect(await screen.findByText("Copied last week's meals")).toBeInTheDocument();
    expect(weekCalls(calls)).toContain(`${LAST_MONDAY}..2026-11-01`);
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/meal-plans']);
    expect(changes[0]!.body).toEqual({
      startDate: MONDAY,
      endDate: '2026-11-08',
      meals: [
        { date: MONDAY, mealType: 'dinner', recipeId: lasagne._id, servings: 6, notes: 'Double batch' },
        { date: '2026-11-08', mealType: 'breakfast', recipeId: pancakes._id, servings: null, notes: '' },
      ],
    });
    const dinner = await screen.findByRole('group', { name: 'Lasagne, dinner on Mon 2 Nov' });
    expect(dinner).toHaveTextContent('For 6');
    expect(dinner).toHaveTextContent('Double batch');
    expect(screen.getByRole('group', { name: 'Pancakes, breakfast on Sun 8 Nov' })).toBeInTheDocument();
    // The week has meals now: nothing more to copy, and last week is as it was.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy last week' })).not.toBeInTheDocument());
    expect(plans.find((plan) => plan.startDate === LAST_MONDAY)!.meals).toHaveLength(2);
  });

  it('is offered only while the week has no meals', async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal()])], recipes);
    openPlanner();
    await screen.findByRole('group', { name: 'Lasagne, dinner on Mon 2 Nov' });
    expect(screen.queryByRole('button', { name: 'Copy last week' })).not.toBeInTheDocument();
  });

  it('says quietly that last week has nothing to copy, and sends nothing', async () => {
    fakeMealPlans([aPlan(LAST_MONDAY, '2026-11-01', [])], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));
    expect(await screen.findByText('Last week has no meals to copy.')).toHaveAttribute('role', 'status');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(document.querySelector('.ant-message')).not.toBeInTheDocument();
  });

  it("says 'Failed to copy last week's meals' when the call fails", async () => {
    fakeMealPlans([aPlan(LAST_MONDAY, '2026-11-01', [aMeal({ date: LAST_MONDAY })])], recipes);
    server.use(http.post('/api/meal-plans', () => failure()));
    const { user } = openPlanner();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));
    expect(await screen.findByText("Failed to copy last week's meals")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy last week' })).toBeEnabled();
  });
});

describe('the meal dialog', () => {
  it('needs both a recipe and a meal type, and sends nothing until it has them', async () => {
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add dinner on Tue 3 Nov' }));
    await screen.findByRole('dialog');
    expect(dialog().getByRole('combobox', { name: 'Meal type' }).closest('.ant-select')).toHaveTextContent('Dinner');
    expect(dialog().getByRole('combobox', { name: 'Recipe' }).closest('.ant-select')).toHaveTextContent('None');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await dialog().findByText('Please select both a recipe and meal type')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("creates the week's plan with its first meal", async () => {
    const plans = fakeMealPlans([], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add dinner on Tue 3 Nov' }));
    await choose(user, 'Recipe', 'Lasagne');
    await user.type(dialog().getByRole('textbox', { name: 'Notes' }), 'Double batch');
    await user.click(dialog().getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Meal added to plan')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/meal-plans');
    expect(post.body).toEqual({
      startDate: MONDAY,
      endDate: '2026-11-08',
      meals: [{ date: '2026-11-03', mealType: 'dinner', recipeId: lasagne._id, servings: null, notes: 'Double batch' }],
    });
    expect(plans).toHaveLength(1);
    const dinner = screen.getAllByRole('row')[3]!;
    expect(await within(dinner).findByText('Lasagne')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("adds to the week's plan when there is one, with the type chosen in the dialog", async () => {
    const plan = aPlan(MONDAY, '2026-11-08', [aMeal({ date: MONDAY })]);
    fakeMealPlans([plan], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add breakfast on Wed 4 Nov' }));
    await choose(user, 'Meal type', 'Snack');
    await choose(user, 'Recipe', 'Pancakes');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Meal added to plan')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(`/api/meal-plans/${plan._id}/meals`);
    expect(post.body).toEqual({ date: '2026-11-04', mealType: 'snack', recipeId: pancakes._id, servings: null, notes: '' });
  });

  it('plans a meal for a number of people, shows it in the week and offers it again when the meal is edited', async () => {
    const plan = aPlan(MONDAY, '2026-11-08', [aMeal({ date: MONDAY })]);
    fakeMealPlans([plan], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add dinner on Thu 5 Nov' }));
    await choose(user, 'Recipe', 'Pancakes');
    const servings = dialog().getByRole('spinbutton', { name: 'Servings' });
    expect(servings).toHaveAttribute('placeholder', 'As the recipe serves');
    await user.type(servings, '6');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Meal added to plan')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ date: '2026-11-05', mealType: 'dinner', recipeId: pancakes._id, servings: 6, notes: '' });
    const meal = await screen.findByRole('group', { name: 'Pancakes, dinner on Thu 5 Nov' });
    expect(within(meal).getByText('For 6')).toBeInTheDocument();

    await user.click(within(meal).getByRole('button', { name: 'Edit Pancakes, dinner on Thu 5 Nov' }));
    expect(await dialog().findByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
  });

  it('finds recipes by searching the server', async () => {
    fakeMealPlans([], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add lunch on Mon 2 Nov' }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByRole('combobox', { name: 'Recipe' }), 'curr');
    expect(await screen.findByRole('option', { name: 'Green Curry' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lasagne' })).not.toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/api/recipes').map((call) => call.query.toString());
    expect(asked[0]).toBe('household=mine&limit=50');
    expect(asked).toContain('search=curr&limit=50');
  });

  it('changes a meal by removing it and adding it again', async () => {
    const meal = aMeal({ date: MONDAY, mealType: 'dinner', recipe: lasagne });
    const plan = aPlan(MONDAY, '2026-11-08', [meal]);
    fakeMealPlans([plan], recipes);
    const calls = recordCalls();
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Edit Lasagne, dinner on Mon 2 Nov' }));
    await screen.findByRole('dialog');
    expect(dialog().getByRole('combobox', { name: 'Recipe' }).closest('.ant-select')).toHaveTextContent('Lasagne');
    await choose(user, 'Recipe', 'Green Curry');
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Meal updated successfully')).toBeInTheDocument();
    const changes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(changes).toEqual([`DELETE /api/meal-plans/${plan._id}/meals/${meal._id}`, `POST /api/meal-plans/${plan._id}/meals`]);
    expect(await screen.findByText('Green Curry')).toBeInTheDocument();
    expect(screen.queryByText('Lasagne')).not.toBeInTheDocument();
  });

  it("says 'Failed to save meal to plan' and stays open when the call fails", async () => {
    fakeMealPlans([], recipes);
    server.use(http.post('/api/meal-plans', () => failure()));
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Add dinner on Tue 3 Nov' }));
    await choose(user, 'Recipe', 'Lasagne');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to save meal to plan')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('removing a meal', () => {
  it('asks first, then removes it', async () => {
    const meal = aMeal({ date: MONDAY, recipe: lasagne });
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [meal])], recipes);
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: 'Remove Lasagne, dinner on Mon 2 Nov' }));
    await screen.findByRole('dialog');
    expect(dialog().getByText('Lasagne will be removed from dinner on Mon 2 Nov.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Meal removed from plan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lasagne')).not.toBeInTheDocument());
  });

  it("says 'Failed to remove meal from plan' when it fails", async () => {
    const meal = aMeal({ date: MONDAY });
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [meal])], recipes);
    server.use(http.delete('/api/meal-plans/:id/meals/:mealId', () => failure()));
    const { user } = openPlanner();
    await user.click(await screen.findByRole('button', { name: /^Remove Lasagne/ }));
    await screen.findByRole('dialog');
    await user.click(dialog().getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove meal from plan')).toBeInTheDocument();
  });
});

describe('Generate Shopping List', () => {
  /** The button turns enabled once the week's plan has loaded: a click before then does nothing. */
  async function enabledGenerateButton() {
    const button = await screen.findByRole('button', { name: /Generate Shopping List/ });
    await waitFor(() => expect(button).toBeEnabled());
    return button;
  }

  it('is offered once the week has a meal', async () => {
    fakeMealPlans([], recipes);
    openPlanner();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: /Generate Shopping List/ })).toBeDisabled();
  });

  it("builds a list from the week's plan and opens it", async () => {
    const plan = aPlan(MONDAY, '2026-11-08', [aMeal()]);
    fakeMealPlans([plan], recipes);
    let asked: unknown;
    server.use(
      http.post('/api/shopping-lists/generate-from-meal-plan', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ _id: 'list-1' }, { status: 201 });
      }),
    );
    const { user } = openPlanner();
    await user.click(await enabledGenerateButton());
    expect(await screen.findByText('Shopping list generated successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/shopping-lists/list-1');
    expect(asked).toEqual({ mealPlanId: plan._id });
  });

  it("says 'Failed to generate shopping list' when it fails", async () => {
    fakeMealPlans([aPlan(MONDAY, '2026-11-08', [aMeal()])], recipes);
    server.use(http.post('/api/shopping-lists/generate-from-meal-plan', () => failure()));
    const { user } = openPlanner();
    await user.click(await enabledGenerateButton());
    expect(await screen.findByText('Failed to generate shopping list')).toBeInTheDocument();
  });
});
