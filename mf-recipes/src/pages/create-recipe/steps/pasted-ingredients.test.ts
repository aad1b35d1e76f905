import { pastedRows, withPastedRows } from './pasted-ingredients';

describe('pasted ingredient lines', () => {
  it('read each line as the import does, skipping blank lines and list marks', () => {
    expect(pastedRows('500 g minced beef\n\n• 2 cloves garlic\r\n1 ½ cups milk\nsalt\n')).toEqual([
      { name: 'minced beef', quantity: 500, unit: 'g' },
      { name: 'garlic', quantity: 2, unit: 'clove' },
      { name: 'milk', quantity: 1.5, unit: 'cup' },
      { name: 'salt', quantity: 1, unit: 'whole' },
    ]);
  });

  it('take the place of the unnamed rows at the end, and come after the named ones', () => {
    const salt = { name: 'salt', quantity: 1, unit: 'whole' };
    const empty = { name: '', quantity: 1, unit: 'whole' };
    const apples = { name: 'Apples', quantity: 3, unit: 'whole' };
    expect(withPastedRows([empty], [salt])).toEqual([salt]);
    expect(withPastedRows([apples, empty, { ...empty, name: '  ' }], [salt])).toEqual([apples, salt]);
    expect(withPastedRows([empty, apples], [salt])).toEqual([empty, apples, salt]);
    expect(withPastedRows([], [salt])).toEqual([salt]);
  });
});
