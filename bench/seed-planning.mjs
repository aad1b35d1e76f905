// Seeds svc-planning's schema for `npm run bench` (bench/planning-bench.mjs): recipes in its
// recipe projection (as recipe.* events would leave them) with 5-12 ingredient lines each, a week
// of 28 meals (7 days x breakfast, lunch, dinner, snack; some recipes twice), and a shopping list
// of 200 items (distinct names, a third purchased, each from one of the list's recipes), all in
// the given household, whose member projection already holds the bench user.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';
import { generator, INGREDIENT_NAMES } from './seed-recipes.mjs';

const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const { Client } = require('pg');
const { guessAisle } = require('@hearth/contracts/planning/aisle-guess');

const RECIPES = 40;
const LIST_ITEMS = 200;
const LIST_RECIPES = 10;
const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'];
// Metric units often, so generating a list merges g+kg and ml+l as well as equal units.
const UNITS = ['g', 'g', 'kg', 'ml', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'whole', 'pinch', 'clove', 'slice'];

/** The Monday of the current week (any start day would do; this one is stable within a week). */
function weekStart(now = new Date()) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

const isoDay = (date) => date.toISOString().slice(0, 10);

/**
 * Returns the 200-item list (`listId`, `itemIds`) and the week (`mealPlanId`, `meals`,
 * `ingredientLines`: the lines generating its list reads).
 */
export async function seedPlanning(databaseUrl, { householdId, schema = 'planning', seed = 7 }) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const s = `"${schema}"`;
  const random = generator(seed);
  try {
    await client.query('BEGIN');
    const catalogue = INGREDIENT_NAMES.map((name) => ({ id: randomUUID(), name }));
    await client.query(`INSERT INTO ${s}.ingredients (id, name) SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT DO NOTHING`, [
      catalogue.map((i) => i.id),
      catalogue.map((i) => i.name),
    ]);

    const recipes = Array.from({ length: RECIPES }, (_, index) => ({ id: randomUUID(), title: `Bench planning recipe ${index + 1}`, private: random.next() < 0.3 }));
    await client.query(`INSERT INTO ${s}.recipes (id, household_id, title, is_private) SELECT r.id, $1, r.title, r.private FROM unnest($2::uuid[], $3::text[], $4::boolean[]) AS r(id, title, private)`, [
      householdId,
      recipes.map((r) => r.id),
      recipes.map((r) => r.title),
      recipes.map((r) => r.private),
    ]);
    const lines = { recipe: [], position: [], ingredient: [], name: [], quantity: [], unit: [] };
    const linesOf = new Map();
    for (const recipe of recipes) {
      const chosen = new Set();
      const count = random.int(5, 12);
      while (chosen.size < count) chosen.add(random.pick(catalogue));
      linesOf.set(recipe.id, count);
      [...chosen].forEach((ingredient, position) => {
        lines.recipe.push(recipe.id);
        lines.position.push(position);
        lines.ingredient.push(ingredient.id);
        lines.name.push(ingredient.name);
        lines.quantity.push(random.int(1, 40) * 25);
        lines.unit.push(random.pick(UNITS));
      });
    }
    await client.query(
      `INSERT INTO ${s}.recipe_ingredients (recipe_id, position, ingredient_id, name, quantity, unit)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::float8[], $6::text[])`,
      [lines.recipe, lines.position, lines.ingredient, lines.name, lines.quantity, lines.unit],
    );

    const start = weekStart();
    const end = new Date(start);
    end.setUTCDate(end.getUTCDate() + 6);
    const [{ id: mealPlanId }] = (
      await client.query(`INSERT INTO ${s}.meal_plans (household_id, start_date, end_date, notes) VALUES ($1, $2, $3, $4) RETURNING id`, [
        householdId,
        isoDay(start),
        isoDay(end),
        `Meal plan for week of ${isoDay(start)}`,
      ])
    ).rows;
    const meals = { date: [], type: [], recipe: [] };
    for (let day = 0; day < 7; day += 1) {
      const date = new Date(start);
      date.setUTCDate(date.getUTCDate() + day);
      for (const type of MEAL_TYPES) {
        meals.date.push(isoDay(date));
        meals.type.push(type);
        meals.recipe.push(random.pick(recipes).id);
      }
    }
    await client.query(
      `INSERT INTO ${s}.meals (meal_plan_id, date, meal_type, recipe_id, notes) SELECT $1, * , '' FROM unnest($2::date[], $3::text[], $4::uuid[])`,
      [mealPlanId, meals.date, meals.type, meals.recipe],
    );

    const [{ id: listId }] = (await client.query(`INSERT INTO ${s}.shopping_lists (household_id, name) VALUES ($1, 'Bench: 200 items') RETURNING id`, [householdId])).rows;
    const listRecipes = recipes.slice(0, LIST_RECIPES);
    await client.query(`INSERT INTO ${s}.shopping_list_recipes (list_id, recipe_id, position) SELECT $1, * FROM unnest($2::uuid[], $3::int[])`, [
      listId,
      listRecipes.map((r) => r.id),
      listRecipes.map((_, i) => i),
    ]);
    const items = catalogue.slice(0, LIST_ITEMS).map((ingredient) => ({
      id: randomUUID(),
      ingredient,
      quantity: random.int(1, 40) * 25,
      unit: random.pick(UNITS),
      purchased: random.next() < 1 / 3,
      recipe: random.pick(listRecipes).id,
    }));
    await client.query(
      `INSERT INTO ${s}.shopping_items (id, list_id, name, ingredient_id, quantity, unit, purchased, aisle)
       SELECT i.id, $1, i.name, i.ingredient_id, i.quantity, i.unit, i.purchased, i.aisle
       FROM unnest($2::uuid[], $3::text[], $4::uuid[], $5::float8[], $6::text[], $7::boolean[], $8::text[]) AS i(id, name, ingredient_id, quantity, unit, purchased, aisle)`,
      [
        listId,
        items.map((i) => i.id),
        items.map((i) => i.ingredient.name),
        items.map((i) => i.ingredient.id),
        items.map((i) => i.quantity),
        items.map((i) => i.unit),
        items.map((i) => i.purchased),
        items.map((i) => guessAisle(i.ingredient.name)),
      ],
    );
    await client.query(`INSERT INTO ${s}.shopping_item_recipes (item_id, recipe_id, position) SELECT item, recipe, 0 FROM unnest($1::uuid[], $2::uuid[]) AS t(item, recipe)`, [
      items.map((i) => i.id),
      items.map((i) => i.recipe),
    ]);
    await client.query('COMMIT');
    await client.query(`ANALYZE ${s}.recipes, ${s}.recipe_ingredients, ${s}.meals, ${s}.shopping_items, ${s}.shopping_item_recipes`);
    return {
      listId,
      itemIds: items.map((i) => i.id),
      mealPlanId,
      meals: meals.recipe.length,
      ingredientLines: meals.recipe.reduce((sum, id) => sum + linesOf.get(id), 0),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
