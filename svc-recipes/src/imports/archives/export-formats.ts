import { gunzipSync } from 'node:zlib';
import { householdArchive } from '@hearth/contracts/archive';
import { recipesOwnMessages as own } from '@hearth/contracts/recipes';
import { archivedRecipe, recipesArchive } from '@hearth/contracts/recipes/schemas';
import { anyDurationMinutes, instructionsText, plainText, yieldServings, type SourceRecipe } from '../schema-org-recipe';
import { ingredientText, nameOf, type ExportedRecipe } from './exported-recipe';
import { ArchiveRefused, readZip, type ZipEntry, type ZipLimits, defaultZipLimits } from '@hearth/service-kit';

/**
 * The export files of the apps a family moves from, read into recipes: Mealie (its recipe export,
 * `recipes/<slug>/<slug>.json` with `images/original.webp`, and its backup's `database.json`),
 * Tandoor (a zip of one zip per recipe: `recipe.json` and `image.*`) and Paprika
 * (`.paprikarecipes`: a zip of gzipped JSON, the photo inside). Formats as those apps write them
 * (Tandoor's own importers read the same files). And Hearth's own household export
 * (@hearth/contracts/archive), whose recipes come back as they were.
 */

export type ExportFormat = 'mealie' | 'tandoor' | 'paprika' | 'hearth';

type Json = Record<string, unknown>;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const json = (data: Buffer): Json => JSON.parse(data.toString('utf8')) as Json;

/** Steps with a title of their own start a section named by it (the schema.org shape instructionsText reads). */
const titledSteps = (steps: { title: unknown; text: unknown }[]) =>
  steps.map(({ title, text }) =>
    typeof title === 'string' && title.trim() ? { '@type': 'HowToSection', name: title, itemListElement: [{ '@type': 'HowToStep', text }] } : { '@type': 'HowToStep', text },
  );

const finish = (recipe: SourceRecipe): SourceRecipe =>
  Object.fromEntries(Object.entries(recipe).filter(([, value]) => value !== undefined && value !== '')) as unknown as SourceRecipe;

function mealieRecipe(data: Json, ingredients: unknown[], steps: unknown[], category: string | undefined): SourceRecipe {
  return finish({
    title: plainText(data.name),
    ingredients: ingredients
      .map((line) => (typeof line === 'string' ? line : (line as Json)))
      .map((line) =>
        typeof line === 'string'
          ? line
          : ingredientText({ original: line.original_text ?? (line.food || line.unit ? undefined : line.note), amount: line.quantity, unit: nameOf(line.unit), food: nameOf(line.food), note: line.food ? line.note : undefined }),
      )
      .filter(Boolean),
    instructions: instructionsText(titledSteps(steps.map((step) => (typeof step === 'string' ? { title: '', text: step } : { title: (step as Json).title, text: (step as Json).text })))),
    prepTime: anyDurationMinutes(data.prep_time),
    cookTime: anyDurationMinutes(data.perform_time ?? data.cook_time),
    totalTime: anyDurationMinutes(data.total_time),
    servings: typeof data.recipe_servings === 'number' && data.recipe_servings >= 1 ? Math.round(data.recipe_servings) : yieldServings(data.recipe_yield),
    category,
  });
}

function readMealieExport(entries: ZipEntry[]): ExportedRecipe[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  return entries
    .filter((entry) => /^(?:.*\/)?recipes\/([^/]+)\/\1\.json$/.test(entry.name))
    .map((entry) => {
      const data = json(entry.data);
      const folder = entry.name.slice(0, entry.name.lastIndexOf('/'));
      return {
        recipe: mealieRecipe(data, asList(data.recipe_ingredient), asList(data.recipe_instructions), nameOf(asList(data.recipe_category)[0]) || undefined),
        picture: byName.get(`${folder}/images/original.webp`) ?? byName.get(`${folder}/images/min-original.webp`),
        sourceUrl: typeof data.org_url === 'string' && data.org_url ? data.org_url : undefined,
      };
    });
}

/** Mealie's backup: its tables as JSON; the pictures under `data/recipes/<id>/images/`. */
function readMealieBackup(database: Json, entries: ZipEntry[]): ExportedRecipe[] {
  const table = (name: string) => asList(database[name]) as Json[];
  const named = (name: string) => new Map(table(name).map((row) => [row.id, row.name]));
  const [units, foods, categories] = [named('ingredient_units'), named('ingredient_foods'), named('categories')];
  const byRecipe = <T>(rows: Json[]) => {
    const grouped = new Map<unknown, Json[]>();
    for (const row of [...rows].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))) grouped.set(row.recipe_id, [...(grouped.get(row.recipe_id) ?? []), row]);
    return grouped as Map<unknown, T[]>;
  };
  const lines = byRecipe<Json>(table('recipes_ingredients'));
  const steps = byRecipe<Json>(table('recipe_instructions'));
  const categoryOf = new Map(table('recipes_to_categories').map((row) => [row.recipe_id, categories.get(row.category_id)]));
  const pictures = new Map(entries.map((entry) => [entry.name, entry.data]));
  return table('recipes').map((row) => ({
    recipe: mealieRecipe(
      row,
      (lines.get(row.id) ?? []).filter((line) => !line.title || line.food_id || line.note).map((line) => ({ ...line, unit: units.get(line.unit_id), food: foods.get(line.food_id) })),
      steps.get(row.id) ?? [],
      typeof categoryOf.get(row.id) === 'string' ? (categoryOf.get(row.id) as string) : undefined,
    ),
    picture: [...pictures.keys()].filter((name) => name.includes(`recipes/${String(row.id)}/images/`)).sort().map((name) => pictures.get(name))[0],
    sourceUrl: typeof row.org_url === 'string' && row.org_url ? row.org_url : undefined,
  }));
}

function tandoorRecipe(data: Json, picture: Buffer | undefined): ExportedRecipe {
  const steps = asList(data.steps) as Json[];
  return {
    recipe: finish({
      title: plainText(data.name),
      ingredients: steps
        .flatMap((step) => asList(step.ingredients) as Json[])
        .filter((line) => !line.is_header)
        .map((line) => ingredientText({ original: line.original_text, amount: line.no_amount ? undefined : line.amount, unit: nameOf(line.unit), food: nameOf(line.food), note: line.note }))
        .filter(Boolean),
      instructions: instructionsText(titledSteps(steps.map((step) => ({ title: step.name, text: step.instruction })))),
      prepTime: anyDurationMinutes(data.working_time),
      cookTime: anyDurationMinutes(data.waiting_time),
      servings: yieldServings(data.servings),
      category: nameOf(asList(data.keywords)[0]) || undefined,
    }),
    picture,
    sourceUrl: typeof data.source_url === 'string' && data.source_url ? data.source_url : undefined,
  };
}

function readTandoor(entries: ZipEntry[], limits: ZipLimits): ExportedRecipe[] {
  const one = (files: ZipEntry[]) => {
    const recipe = files.find((file) => file.name === 'recipe.json');
    return recipe ? [tandoorRecipe(json(recipe.data), files.find((file) => /^image\.\w+$/.test(file.name))?.data)] : [];
  };
  if (entries.some((entry) => entry.name === 'recipe.json')) return one(entries);
  let budget = limits.maxTotalBytes;
  return entries
    .filter((entry) => entry.name.endsWith('.zip'))
    .flatMap((entry) => {
      const inner = readZip(entry.data, { ...limits, maxTotalBytes: budget });
      budget -= inner.reduce((sum, file) => sum + file.data.length, 0);
      return one(inner);
    });
}

function readPaprika(entries: ZipEntry[], limits: ZipLimits): ExportedRecipe[] {
  let budget = limits.maxTotalBytes;
  return entries
    .filter((entry) => entry.name.endsWith('.paprikarecipe'))
    .map((entry) => {
      let unpacked: Buffer;
      try {
        unpacked = gunzipSync(entry.data, { maxOutputLength: Math.max(1, Math.min(budget, entry.data.length * limits.maxRatio + 64 * 1024)) });
      } catch {
        throw new ArchiveRefused(`${entry.name} unpacks to more than it may, or is damaged`);
      }
      budget -= unpacked.length;
      const data = json(unpacked);
      return {
        recipe: finish({
          title: plainText(data.name),
          ingredients: plainText(data.ingredients).split('\n').filter(Boolean),
          instructions: instructionsText(data.directions),
          prepTime: anyDurationMinutes(data.prep_time),
          cookTime: anyDurationMinutes(data.cook_time),
          totalTime: anyDurationMinutes(data.total_time),
          servings: yieldServings(data.servings),
          category: asList(data.categories).map(nameOf).find(Boolean),
        }),
        picture: typeof data.photo_data === 'string' && data.photo_data ? Buffer.from(data.photo_data, 'base64') : undefined,
        sourceUrl: typeof data.source_url === 'string' && data.source_url ? data.source_url : undefined,
      };
    });
}

/** A Hearth household export's recipes (GET /recipes/export): as they were, each checked on its own. */
function readHearth(entries: ZipEntry[]): ExportedRecipe[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const manifest = json(byName.get(householdArchive.manifest)!);
  if (manifest.format !== householdArchive.format || typeof manifest.version !== 'number') throw new ArchiveRefused('its hearth.json is not a Hearth export');
  if (manifest.version > householdArchive.version) throw new ArchiveRefused(`it is a Hearth export of version ${manifest.version}; this Hearth reads version ${householdArchive.version}`);
  const recipesFile = byName.get(householdArchive.recipes);
  if (!recipesFile) throw new ArchiveRefused(`it has no ${householdArchive.recipes}`);
  return recipesArchive.parse(json(recipesFile)).recipes.map((raw) => {
    const read = archivedRecipe.safeParse(raw);
    if (!read.success) return { recipe: { title: plainText((raw as Json | null)?.title), ingredients: [], instructions: '' }, unreadable: own.importRecipeUnreadable };
    const recipe = read.data;
    return {
      recipe: finish({
        title: recipe.title,
        ingredients: [],
        instructions: recipe.instructions,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        servings: recipe.servings ?? undefined,
        category: recipe.category ?? undefined,
      }),
      picture: recipe.image ? byName.get(recipe.image) : undefined,
      sourceUrl: recipe.sourceUrl ?? undefined,
      isPrivate: recipe.isPrivate,
      restore: { id: recipe.id, createdAt: recipe.createdAt, ingredients: recipe.ingredients },
    };
  });
}

/** The recipes of an export file, and which app wrote it; a file none of them wrote is refused. */
export function readExportFile(file: Buffer, limits: ZipLimits = defaultZipLimits): { format: ExportFormat; recipes: ExportedRecipe[] } {
  const entries = readZip(file, limits);
  try {
    if (entries.some((entry) => entry.name === householdArchive.manifest)) return { format: 'hearth', recipes: readHearth(entries) };
    if (entries.some((entry) => entry.name.endsWith('.paprikarecipe'))) return { format: 'paprika', recipes: readPaprika(entries, limits) };
    const backup = entries.find((entry) => /(^|\/)database\.json$/.test(entry.name));
    if (backup) return { format: 'mealie', recipes: readMealieBackup(json(backup.data), entries) };
    if (entries.some((entry) => /(^|\/)recipes\/([^/]+)\/\2\.json$/.test(entry.name))) return { format: 'mealie', recipes: readMealieExport(entries) };
    if (entries.some((entry) => entry.name === 'recipe.json' || entry.name.endsWith('.zip'))) return { format: 'tandoor', recipes: readTandoor(entries, limits) };
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused('the file is not an export Hearth can read');
  }
  throw new ArchiveRefused('the file is not an export Hearth can read');
}
