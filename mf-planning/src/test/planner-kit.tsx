import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import MealPlannerPage from '../pages/meal-planner/MealPlannerPage';
import { olive } from './fixtures';

/** The browser's language for one test (jsdom says en-US). */
export function speak(language: string) {
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

export function openPlanner(week = '2026-11-04') {
  return renderWithHost(<MealPlannerPage />, { path: `/meal-planner?week=${week}`, route: '/meal-planner', signedInAs: olive });
}

/** Picks `option` in the antd select labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export const dialog = () => within(screen.getByRole('dialog'));
