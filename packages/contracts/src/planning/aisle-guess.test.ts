import { guessAisle } from './aisle-guess';
import { shoppingAisleNames, shoppingAisles } from './rules';
import type { ShoppingAisle } from './schemas';

/** Names as recipes and members write them, and the aisle a shopper would look in. */
const names: [string, ShoppingAisle][] = [
  // The head word decides; adjectives and plurals change nothing.
  ['Plain flour', 'pantry'],
  ['Self-raising flour', 'pantry'],
  ['Chicken thighs', 'meat-fish'],
  ['Boneless chicken breasts', 'meat-fish'],
  ['Milk', 'dairy-eggs'],
  ['Oat milk', 'dairy-eggs'],
  ['Free-range eggs', 'dairy-eggs'],
  ['Red onion', 'produce'],
  ['Spring onions', 'produce'],
  ['Cherry tomatoes', 'produce'],
  ['Potatoes', 'produce'],
  ['Raspberries', 'produce'],
  ['Leeks', 'produce'],
  ['Salmon fillets', 'meat-fish'],
  ['Lamb chops', 'meat-fish'],
  ['Mature cheddar cheese', 'dairy-eggs'],
  ['Crème fraîche', 'dairy-eggs'],
  ['Greek yoghurt', 'dairy-eggs'],
  ['Sourdough loaves', 'bakery'],
  ['Bread rolls', 'bakery'],
  ['Chicken stock', 'pantry'],
  ['Vegetable stock cubes', 'pantry'],
  ['Extra virgin olive oil', 'pantry'],
  ['Basmati rice', 'pantry'],
  ['Kidney beans', 'pantry'],
  ['Ground cumin', 'spices-herbs'],
  ['Fresh basil leaves', 'spices-herbs'],
  ['Sea salt', 'spices-herbs'],
  ['Black pepper', 'spices-herbs'],
  ['Birthday candles', 'household'],
  ['Bin bags', 'household'],
  ['Orange juice', 'drinks'],
  ['Red wine', 'drinks'],
  // A phrase beats its last word.
  ['Coconut milk', 'pantry'],
  ['Peanut butter', 'pantry'],
  ['Garlic cloves', 'produce'],
  ['Red peppers', 'produce'],
  ['Red pepper flakes', 'spices-herbs'],
  ['Green beans', 'produce'],
  ['Baking powder', 'pantry'],
  ['Chilli powder', 'spices-herbs'],
  ['Vanilla ice cream', 'frozen'],
  ['Tea bags', 'drinks'],
  ['Kitchen roll', 'household'],
  ['Fish fingers', 'frozen'],
  // Frozen and tinned overrule the head; dried produce is on the pantry's shelves.
  ['Frozen peas', 'frozen'],
  ['Frozen raspberries', 'frozen'],
  ['Tinned tomatoes', 'pantry'],
  ['Chopped tomatoes', 'pantry'],
  ['Dried apricots', 'pantry'],
  ['Dried oregano', 'spices-herbs'],
  ['Tin foil', 'household'],
  // A note after a comma or in brackets is read only when the name says nothing.
  ['Lemon, juice of', 'produce'],
  ['Tomatoes, chopped', 'produce'],
  ['Flour (plain)', 'pantry'],
  ['Butter, for greasing', 'dairy-eggs'],
  // Case, spacing and punctuation.
  ['  MILK  ', 'dairy-eggs'],
  ["Baker's yeast", 'pantry'],
  // Unknown, or nothing at all.
  ['Truffle', 'other'],
  ['Birthday present', 'other'],
  ['', 'other'],
  ['123', 'other'],
];

describe('the aisle guessed from an item name', () => {
  it.each(names)('%p is in %p', (name, aisle) => {
    expect(guessAisle(name)).toBe(aisle);
  });

  it('answers only aisles of the contract, each with a name to show', () => {
    for (const [name] of names) expect(shoppingAisles).toContain(guessAisle(name));
    expect(Object.keys(shoppingAisleNames).sort()).toEqual([...shoppingAisles].sort());
  });

  it('reaches every aisle from some name', () => {
    const reached = new Set(names.map(([name]) => guessAisle(name)));
    expect([...shoppingAisles].filter((aisle) => !reached.has(aisle))).toEqual([]);
  });
});
