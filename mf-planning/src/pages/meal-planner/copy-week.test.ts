import { aMeal, aPlan, curry, lasagne } from '../../test/fixtures';
import { mealsAWeekLater } from './copy-week';

describe("copying last week's meals", () => {
  it('moves each meal 7 days on, with its meal type, recipe, servings and notes', () => {
    const plan = aPlan('2026-10-26', '2026-11-01', [
      aMeal({ date: '2026-10-26', mealType: 'dinner', recipe: lasagne, servings: 6, notes: 'Double batch' }),
      aMeal({ date: '2026-11-01', mealType: 'lunch', recipe: curry }),
    ]);
    expect(mealsAWeekLater(plan)).toEqual([
      { date: '2026-11-02', mealType: 'dinner', recipeId: lasagne._id, servings: 6, notes: 'Double batch' },
      { date: '2026-11-08', mealType: 'lunch', recipeId: curry._id, servings: null, notes: '' },
    ]);
  });

  it('crosses months, years and clock changes by the calendar', () => {
    const plan = aPlan('2026-12-28', '2027-01-03', [aMeal({ date: '2026-12-28' }), aMeal({ date: '2026-03-22' })]);
    expect(mealsAWeekLater(plan).map((meal) => meal.date)).toEqual(['2027-01-04', '2026-03-29']);
  });

  it('leaves out a meal whose recipe is gone, and has nothing to copy from an empty or missing week', () => {
    expect(mealsAWeekLater(aPlan('2026-10-26', '2026-11-01', [aMeal({ recipe: null })]))).toEqual([]);
    expect(mealsAWeekLater(aPlan('2026-10-26', '2026-11-01'))).toEqual([]);
    expect(mealsAWeekLater(null)).toEqual([]);
  });
});
