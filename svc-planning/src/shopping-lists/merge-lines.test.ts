import { mergeLines, type ListLine } from './merge-lines';

const flour = '11111111-1111-4111-8111-111111111111';
const milk = '22222222-2222-4222-8222-222222222222';
const line = (recipeId: string, ingredientId: string | null, name: string, quantity: number, unit: string): ListLine => ({
  recipeId,
  ingredientId,
  name,
  quantity,
  unit,
});

describe('merging the lines of a list made from recipes', () => {
  it('adds the quantities of the same ingredient in the same unit, remembering each recipe once', () => {
    expect(mergeLines([line('r1', flour, 'Flour', 2, 'cup'), line('r2', flour, 'Flour', 1.5, 'cup'), line('r1', flour, 'Flour', 1, 'cup')])).toEqual([
      { ingredientId: flour, name: 'Flour', quantity: 4.5, unit: 'cup', recipeIds: ['r1', 'r2'] },
    ]);
  });

  it('keeps the same ingredient in units that do not convert apart', () => {
    expect(mergeLines([line('r1', flour, 'Flour', 2, 'cup'), line('r2', flour, 'Flour', 3, 'tbsp')]).map((item) => item.unit)).toEqual(['cup', 'tbsp']);
  });

  it('merges g with kg and ml with l, in the large unit once the total reaches it', () => {
    const merged = mergeLines([
      line('r1', flour, 'Flour', 600, 'g'),
      line('r2', flour, 'Flour', 0.6, 'kg'),
      line('r1', milk, 'Milk', 200, 'ml'),
      line('r2', milk, 'Milk', 0.1, 'l'),
    ]);
    expect(merged.map(({ quantity, unit }) => ({ quantity, unit }))).toEqual([
      { quantity: 1.2, unit: 'kg' },
      { quantity: 300, unit: 'ml' },
    ]);
  });

  it('keeps a single unit as it came, even a small amount of the large one', () => {
    expect(mergeLines([line('r1', flour, 'Flour', 0.25, 'kg'), line('r2', flour, 'Flour', 0.25, 'kg')])).toMatchObject([{ quantity: 0.5, unit: 'kg' }]);
  });

  it('merges lines without a catalogue id by name, in any case, and never with different ingredients', () => {
    const merged = mergeLines([line('r1', null, 'Salt ', 1, 'pinch'), line('r2', null, 'salt', 2, 'pinch'), line('r1', flour, 'Flour', 1, 'pinch')]);
    expect(merged.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'Salt', quantity: 3 },
      { name: 'Flour', quantity: 1 },
    ]);
  });

  it('adds decimals without floating-point noise', () => {
    expect(mergeLines([line('r1', milk, 'Milk', 0.1, 'cup'), line('r2', milk, 'Milk', 0.2, 'cup')])[0]!.quantity).toBe(0.3);
  });
});
