/**
 * A schema.org `Recipe` as sites publish it (JSON-LD, or microdata read into the same shape),
 * reduced to what a Hearth recipe holds. Sites vary wildly: every field may be a string, a
 * number, an object or an array of any of those, so each is read defensively.
 */
export interface SourceRecipe {
  title: string;
  ingredients: string[];
  instructions: string;
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  servings?: number;
  category?: string;
  imageUrl?: string;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** Markup and entities out, whitespace tidied: some sites put HTML inside JSON-LD strings. */
export function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return decodeEntities(String(value).replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ' '))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', frac12: '½', frac14: '¼', frac34: '¾', deg: '°', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', hellip: '…' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return namedEntities[code.toLowerCase()] ?? entity;
  });
}

const typesOf = (node: Node): string[] => list(node['@type']).filter((type): type is string => typeof type === 'string').map((type) => type.replace(/^https?:\/\/schema\.org\//i, ''));

/** Every `Recipe` in a JSON-LD value: single objects, arrays, `@graph`s, nested `mainEntity`s. */
export function findRecipeNodes(value: unknown, depth = 0): Node[] {
  if (depth > 6) return [];
  if (Array.isArray(value)) return value.flatMap((item) => findRecipeNodes(item, depth + 1));
  if (!isNode(value)) return [];
  if (typesOf(value).includes('Recipe')) return [value];
  return [value['@graph'], value.mainEntity, value.mainEntityOfPage, value.itemListElement].flatMap((child) => findRecipeNodes(child, depth + 1));
}

/** ISO 8601 durations (`PT1H30M`, `P0DT0H45M`, `PT90M`) in whole minutes; anything else: none. */
export function durationMinutes(value: unknown): number | undefined {
  const text = plainText(list(value)[0]);
  const match = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(text.replace(/\s/g, ''));
  if (!match || text.length < 3) return undefined;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Math.round(Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Number(seconds) / 60);
  return Number.isFinite(total) && total >= 0 ? total : undefined;
}

/**
 * A duration as apps write it: ISO 8601 (`PT1H30M`), words (`1 hour 30 minutes`, `1 hr 30 mins`,
 * `45 min`, `1½ hours`) or a bare number of minutes; none when it says nothing readable.
 */
export function anyDurationMinutes(value: unknown): number | undefined {
  const iso = durationMinutes(value);
  if (iso !== undefined) return iso;
  const text = plainText(list(value)[0]).toLowerCase().replace(/½/g, '.5').replace(/,/g, '.');
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  let total = 0;
  let found = false;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)\s*(d(?:ays?)?|h(?:ours?|rs?)?|m(?:in(?:ute)?s?)?)\b/g)) {
    found = true;
    total += Number(amount) * (unit!.startsWith('d') ? 1440 : unit!.startsWith('h') ? 60 : 1);
  }
  return found ? Math.round(total) : undefined;
}

/** `4`, `"4"`, `"Serves 4-6"`, `["4", "4 servings"]`: the first whole number (a range's smaller end). */
export function yieldServings(value: unknown): number | undefined {
  for (const item of list(value)) {
    const match = /(\d+)/.exec(plainText(item));
    const servings = match ? Number(match[1]) : NaN;
    if (servings >= 1 && servings <= 1000) return servings;
  }
  return undefined;
}

/** A text's lines as steps, without the numbering the source gave them ("1.", "Step 2:"). */
const stepsOf = (text: string) =>
  plainText(text)
    .split('\n')
    .map((line) => line.replace(/^(?:step\s*)?\d+\s*[.):]\s*/i, '').trim())
    .filter(Boolean);

/** The instructions as one text: steps numbered, a section's name as a heading, a blank line between sections. */
export function instructionsText(value: unknown): string {
  const sections: { name?: string; steps: string[] }[] = [];
  const current = () => sections.at(-1) ?? sections[sections.push({ steps: [] }) - 1]!;
  const walk = (item: unknown, depth: number): void => {
    if (depth > 4) return;
    if (Array.isArray(item)) return item.forEach((child) => walk(child, depth + 1));
    if (typeof item === 'string') {
      current().steps.push(...stepsOf(item));
      return;
    }
    if (!isNode(item)) return;
    if (typesOf(item).includes('HowToSection')) {
      sections.push({ name: plainText(item.name) || undefined, steps: [] });
      walk(item.itemListElement ?? item.steps, depth + 1);
      return;
    }
    const text = plainText(item.text) || plainText(item.name) || plainText(item.description);
    if (text) current().steps.push(...stepsOf(text));
    else walk(item.itemListElement, depth + 1);
  };
  walk(value, 0);
  return sections
    .filter((section) => section.steps.length > 0)
    .map((section) => [...(section.name ? [`${section.name.replace(/:$/, '')}:`] : []), ...section.steps.map((step, i) => `${i + 1}. ${step}`)].join('\n'))
    .join('\n\n');
}

/** Width × height from a file name's size suffix (`photo-720x540.jpg`); unknown: none. */
const namedArea = (url: string) => {
  const size = /[-_](\d{2,5})x(\d{2,5})\.\w+(?:\?.*)?$/i.exec(url);
  return size ? Number(size[1]) * Number(size[2]) : undefined;
};

/**
 * The largest picture offered: URLs, `ImageObject`s, arrays of both; sized by width × height when
 * the source says, else by a size in the file name. A picture of unknown size counts as larger
 * than any sized one: plugins list their resized copies with sizes and the original without.
 */
export function largestImage(value: unknown): string | undefined {
  let best: { url: string; area: number } | undefined;
  for (const item of list(value)) {
    const url = typeof item === 'string' ? item : isNode(item) ? String(list(item.url ?? item.contentUrl)[0] ?? '') : '';
    const stated = isNode(item) ? Number(item.width) * Number(item.height) : NaN;
    const candidate = { url, area: (Number.isFinite(stated) && stated > 0 ? stated : namedArea(url)) ?? Number.MAX_SAFE_INTEGER };
    if (!/^(?:https?:\/\/|\/)/i.test(candidate.url.trim())) continue;
    if (!best || candidate.area > best.area) best = { url: candidate.url.trim(), area: candidate.area };
  }
  return best?.url;
}

/** A Recipe node reduced to what Hearth keeps. */
export function readRecipeNode(node: Node): SourceRecipe {
  const ingredients = list(node.recipeIngredient ?? node.ingredients).flatMap((line) => plainText(line).split('\n')).filter(Boolean);
  const category = list(node.recipeCategory).map(plainText).flatMap((text) => text.split(',')).map((text) => text.trim()).find(Boolean);
  const recipe: SourceRecipe = {
    title: plainText(list(node.name)[0]).replace(/\n/g, ' '),
    ingredients,
    instructions: instructionsText(node.recipeInstructions),
    prepTime: durationMinutes(node.prepTime),
    cookTime: durationMinutes(node.cookTime),
    totalTime: durationMinutes(node.totalTime),
    servings: yieldServings(node.recipeYield ?? node.yield),
    category,
    imageUrl: largestImage(node.image ?? node.thumbnailUrl),
  };
  return Object.fromEntries(Object.entries(recipe).filter(([, value]) => value !== undefined && value !== '')) as unknown as SourceRecipe;
}

/** The JSON-LD blocks of a page, parsed; a block that is not JSON is skipped. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  const pattern = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (const [, body] of html.matchAll(pattern)) {
    try {
      blocks.push(JSON.parse(body!.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '')));
    } catch {
      // Some plugins print broken JSON-LD; the page's microdata may still hold the recipe.
    }
  }
  return blocks;
}
