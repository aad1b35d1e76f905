import { createMessagingTables } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePlanningSchema1734000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    const q = (sql: string) => queryRunner.query(sql.replaceAll('$schema', `"${schema}"`));
    await q(`CREATE SCHEMA IF NOT EXISTS $schema`);
    // Projections. Who is in which household (household.* events): one household per user.
    await q(`CREATE TABLE $schema.members (user_id uuid PRIMARY KEY, household_id uuid NOT NULL)`);
    await q(`CREATE INDEX members_household ON $schema.members (household_id)`);
    // Recipes (recipe.* events). A deleted recipe is a tombstone that keeps its title, which
    // meals and lists still show.
    await q(`
      CREATE TABLE $schema.recipes (
        id uuid PRIMARY KEY,
        household_id uuid NOT NULL,
        title text NOT NULL,
        is_private boolean NOT NULL,
        deleted_at timestamptz
      )`);
    await q(`
      CREATE TABLE $schema.recipe_ingredients (
        recipe_id uuid NOT NULL REFERENCES $schema.recipes (id) ON DELETE CASCADE,
        position int NOT NULL,
        ingredient_id uuid,
        name text NOT NULL,
        quantity double precision NOT NULL,
        unit text NOT NULL,
        PRIMARY KEY (recipe_id, position)
      )`);
    // The ingredient catalogue as far as recipe events name it.
    await q(`CREATE TABLE $schema.ingredients (id uuid PRIMARY KEY, name text NOT NULL)`);

    // Meal plans: one per household and week.
    await q(`
      CREATE TABLE $schema.meal_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        notes text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (household_id, start_date)
      )`);
    await q(`
      CREATE TABLE $schema.meals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        meal_plan_id uuid NOT NULL REFERENCES $schema.meal_plans (id) ON DELETE CASCADE,
        date date NOT NULL,
        meal_type text NOT NULL CHECK (meal_type IN ('breakfast', 'lunch', 'dinner', 'snack')),
        recipe_id uuid NOT NULL REFERENCES $schema.recipes (id),
        notes text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q(`CREATE INDEX meals_plan ON $schema.meals (meal_plan_id)`);

    // Shopping lists, the recipes they were made from, and their items.
    await q(`
      CREATE TABLE $schema.shopping_lists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q(`CREATE INDEX shopping_lists_household ON $schema.shopping_lists (household_id, created_at DESC)`);
    await q(`
      CREATE TABLE $schema.shopping_list_recipes (
        list_id uuid NOT NULL REFERENCES $schema.shopping_lists (id) ON DELETE CASCADE,
        recipe_id uuid NOT NULL REFERENCES $schema.recipes (id),
        position int NOT NULL,
        PRIMARY KEY (list_id, recipe_id)
      )`);
    await q(`
      CREATE TABLE $schema.shopping_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        list_id uuid NOT NULL REFERENCES $schema.shopping_lists (id) ON DELETE CASCADE,
        name text NOT NULL,
        ingredient_id uuid,
        quantity double precision NOT NULL CHECK (quantity > 0),
        unit text NOT NULL,
        purchased boolean NOT NULL DEFAULT false
      )`);
    await q(`CREATE INDEX shopping_items_list ON $schema.shopping_items (list_id)`);
    await q(`
      CREATE TABLE $schema.shopping_item_recipes (
        item_id uuid NOT NULL REFERENCES $schema.shopping_items (id) ON DELETE CASCADE,
        recipe_id uuid NOT NULL REFERENCES $schema.recipes (id),
        position int NOT NULL,
        PRIMARY KEY (item_id, recipe_id)
      )`);
    await createMessagingTables(queryRunner, schema);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = (queryRunner.connection.options as { schema: string }).schema;
    await queryRunner.query(`DROP SCHEMA "${schema}" CASCADE`);
  }
}
