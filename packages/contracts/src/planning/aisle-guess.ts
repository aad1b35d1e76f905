import type { ShoppingAisle } from './schemas';

/**
 * The aisle of a shopping-list item nobody chose one for, guessed from its name (a hand-added
 * item, a recipe's line, a backup from before aisles): 'Plain flour' is in the pantry, 'Chicken
 * thighs' with the meat, 'Red onion' with the vegetables; a name it does not know is 'other'.
 * svc-planning stores the guess, and the page shows the same guess for an item added offline.
 *
 * How: the name is lower-cased, its accents and punctuation dropped, each word made singular.
 * The head of an English name comes last ('chicken stock' is stock, 'stock cube' is stock too,
 * since 'cube' names nothing), so words are read from the end and the first known word or phrase
 * decides; a phrase beats its last word ('coconut milk', 'garlic clove'). What follows a comma or
 * a bracket is a note ('Lemon, juice of', 'Flour (plain)') and is read only if the name says
 * nothing. 'Frozen' and 'tinned' overrule the head (not tin foil's); 'dried' moves fresh produce to the
 * pantry; 'peppers' alone are the vegetable, 'pepper' the spice.
 */
export function guessAisle(name: string): ShoppingAisle {
  const [main = '', ...notes] = name.split(/[,(]/);
  for (const part of [main, notes.join(' ')]) {
    const words = wordsOf(part);
    const head = headOf(words);
    if (words.some((word) => frozenWords.has(word))) return 'frozen';
    if (words.some((word) => tinnedWords.has(word)) && head !== 'household' && head !== 'drinks') return 'pantry';
    if (head && words.includes('dried') && head === 'produce') return 'pantry';
    if (head) return head;
  }
  return 'other';
}

/** Single words (singular), by aisle. */
const single: Record<ShoppingAisle, string> = {
  produce: `apple apricot artichoke asparagus aubergine avocado banana beansprout beet beetroot berry blackberry blackcurrant blueberry
    broccoli cabbage carrot cauliflower celeriac celery chard cherry chicory chilli chili choi choy clementine corn courgette cranberry cucumber
    eggplant endive fennel fig fruit garlic ginger gooseberry grape grapefruit greens jalapeno kale kiwi leek lemon lemongrass lettuce lime mango melon mushroom
    nectarine okra onion orange papaya parsnip pea peach pear peppers physalis pineapple plantain plum pomegranate potato pumpkin radish raspberry
    redcurrant rhubarb rocket arugula salad satsuma scallion shallot spinach sprout squash strawberry swede sweetcorn tangerine tomato turnip
    vegetable veg watercress watermelon yam zucchini`,
  'meat-fish': `anchovy bacon bass beef brisket burger chicken chop chorizo clam cod crab drumstick duck fillet fish gammon haddock hake ham
    kipper lamb liver lobster loin mackerel meat meatball mince mussel octopus oyster pancetta pheasant pork prawn prosciutto rabbit rib
    salami salmon sardine sausage scallop shrimp squid steak thigh trout tuna turkey veal venison wing`,
  'dairy-eggs': `brie butter buttermilk camembert cheddar cheese cream custard egg feta fraiche gouda gruyere halloumi kefir margarine
    mascarpone milk mozzarella paneer parmesan quark ricotta stilton yoghurt yogurt`,
  bakery: `bagel baguette bap bread brioche bun cake ciabatta croissant crumpet dough focaccia loaf muffin naan pastry pie pitta pita roll
    scone sourdough tortilla wrap`,
  pantry: `almond bean biscuit bouillon breadcrumb broth bulgur caper cashew cereal chickpea chocolate cocoa coconut cornflour cornstarch
    couscous cracker crisp currant date essence extract flour gelatine gherkin granola hazelnut honey hummus jam ketchup lasagne lentil
    macaroni marmalade mayo mayonnaise miso molasses muesli mustard noodle nut oat oil olive passata pasta paste peanut pecan penne pesto
    pickle pistachio polenta popcorn porridge puree quinoa raisin rice salsa sauce semolina soup spaghetti stock sugar sultana syrup tahini
    treacle vinegar walnut yeast`,
  'spices-herbs': `allspice anise basil bay cardamom cayenne chive cinnamon clove coriander cilantro cumin curry dill fenugreek herb
    marjoram masala mint nutmeg oregano paprika parsley pepper peppercorn powder rosemary saffron sage salt seasoning spice sumac tarragon
    thyme turmeric vanilla zaatar`,
  frozen: `chip edamame ice pizza sorbet`,
  drinks: `beer brandy champagne cider coffee cola cordial gin juice kombucha lemonade prosecco rum sherry smoothie soda tea tonic vodka
    water whisky wine`,
  household: `bag battery bin bleach bulb candle cleaner clingfilm deodorant detergent film foil laundry liquid napkin nappy paper razor
    shampoo soap softener sponge spray tablet tissue toothpaste towel`,
  other: '',
};

/** Names of two or three words whose aisle is not their last word's. */
const phrases: Record<ShoppingAisle, string[]> = {
  produce: ['bell pepper', 'red pepper', 'green pepper', 'yellow pepper', 'orange pepper', 'sweet pepper', 'garlic clove', 'green bean',
    'runner bean', 'french bean', 'broad bean', 'bean sprout', 'lemon juice', 'lime juice'],
  'meat-fish': [],
  'dairy-eggs': [],
  bakery: ['pizza base'],
  pantry: ['coconut milk', 'coconut cream', 'peanut butter', 'almond butter', 'butter bean', 'baking powder', 'cocoa powder', 'custard powder',
    'chopped tomato', 'tortilla chip', 'potato chip', 'chocolate chip', 'baking soda', 'bicarbonate of soda', 'rice paper', 'pumpkin seed',
    'sunflower seed', 'chia seed', 'sesame seed', 'curry paste'],
  'spices-herbs': ['chilli flake', 'chili flake', 'red pepper flake', 'ground ginger', 'fennel seed', 'mustard seed'],
  frozen: ['ice cream', 'fish finger'],
  drinks: ['tea bag'],
  household: ['kitchen roll', 'toilet roll', 'kitchen paper', 'toilet paper'],
  other: [],
};

const frozenWords = new Set(['frozen']);
const tinnedWords = new Set(['tinned', 'canned', 'tin', 'can', 'jarred']);

const entries = Object.entries(single) as [ShoppingAisle, string][];
const byWord = new Map(entries.flatMap(([aisle, words]) => words.split(/\s+/).filter(Boolean).map((word) => [word, aisle] as const)));
const byPhrase = new Map((Object.entries(phrases) as [ShoppingAisle, string[]][]).flatMap(([aisle, list]) => list.map((phrase) => [phrase, aisle] as const)));
/** Every word the dictionary knows, in or out of a phrase: what a plural is made singular to. */
const known = new Set([...byWord.keys(), ...[...byPhrase.keys()].flatMap((phrase) => phrase.split(' '))]);

/** The word in the singular the dictionary knows it by: 'berries' berry, 'loaves' loaf, 'tomatoes' tomato, 'thighs' thigh. */
function singular(word: string): string {
  if (known.has(word)) return word;
  const stem = (cut: number, end = '') => word.slice(0, word.length - cut) + end;
  const candidates = [
    ...(word.endsWith('ies') ? [stem(3, 'y')] : []),
    ...(word.endsWith('ves') ? [stem(3, 'f'), stem(3, 'fe')] : []),
    ...(word.endsWith('es') ? [stem(2)] : []),
    ...(word.endsWith('s') ? [stem(1)] : []),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? word;
}

function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(singular);
}

/** The aisle of the last word (or phrase ending there) the dictionary knows. */
function headOf(words: string[]): ShoppingAisle | undefined {
  for (let end = words.length; end > 0; end -= 1) {
    for (const size of [3, 2]) {
      const aisle = end >= size ? byPhrase.get(words.slice(end - size, end).join(' ')) : undefined;
      if (aisle) return aisle;
    }
    const aisle = byWord.get(words[end - 1]!);
    if (aisle) return aisle;
  }
  return undefined;
}
