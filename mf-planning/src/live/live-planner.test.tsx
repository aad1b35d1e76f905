import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeLive } from '../test/fake-live';
import { fakeMealPlans } from '../test/fake-meal-plans';
import { aMeal, aPlan, pancakes } from '../test/fixtures';
import { openPlanner, speak } from '../test/planner-kit';
import { serveRecipeOptions, server } from '../test/serve';

afterEach(() => jest.restoreAllMocks());

describe('the meal planner, live', () => {
  it('shows a meal another member planned without a reload, and says who', async () => {
    speak('en-GB');
    serveRecipeOptions([pancakes]);
    const live = fakeLive();
    server.use(http.get('/api/households', () => HttpResponse.json({ _id: 'h', name: 'Home', owner: 'x', inviteCode: 'x', members: [{ _id: 'sam-id', name: 'Sam', email: 'sam@example.com' }] })));
    const week = aPlan('2026-11-02', '2026-11-08');
    fakeMealPlans([week], [pancakes]);
    openPlanner('2026-11-04');
    await screen.findByRole('table', { name: 'Meals of the week' });
    await waitFor(() => expect(live.opened).toHaveLength(1));
    expect(screen.queryAllByRole('button', { name: new RegExp(`Edit ${pancakes.title}`) })).toHaveLength(0);

    week.meals.push(aMeal({ date: '2026-11-04', mealType: 'dinner', recipe: pancakes }));
    live.send({ type: 'meal-plan.meal.added', by: 'sam-id', startDate: week.startDate, mealType: 'dinner', date: '2026-11-04' });
    expect(await screen.findByRole('button', { name: new RegExp(`Edit ${pancakes.title}, dinner`) })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'What others changed' })).toHaveTextContent('Sam planned dinner for Wednesday');
  });
});
