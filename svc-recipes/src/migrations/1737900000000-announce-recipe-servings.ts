import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `recipe.updated` now says how many a recipe serves, and planning scales planned meals by it. The
 * recipes that had servings before that are announced once more, through the outbox like any
 * change, so planning's copy learns their servings without anyone editing them. The payload is the
 * one `snapshot` (recipe-use-cases.ts) builds.
 */
export class AnnounceRecipeServings1737900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      WITH announced AS (
        SELECT gen_random_uuid() AS event_id, r.*
        FROM recipes r WHERE r.servings IS NOT NULL
      )
      INSERT INTO outbox (event_id, type, envelope)
      SELECT a.event_id, 'recipe.updated', jsonb_build_object(
        'id', a.event_id,
        'type', 'recipe.updated',
        'version', 1,
        'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'correlationId', 'recipe-servings-announced',
        'payload', jsonb_build_object(
          'recipeId', a.id,
          'householdId', a.household_id,
          'createdBy', a.created_by,
          'title', a.title,
          'isPrivate', a.is_private,
          'servings', a.servings,
          'ingredients', COALESCE((
            SELECT jsonb_agg(jsonb_build_object('ingredientId', ri.ingredient_id, 'name', g.name, 'quantity', ri.quantity, 'unit', ri.unit) ORDER BY ri.position)
            FROM recipe_ingredients ri JOIN ingredients g ON g.id = ri.ingredient_id
            WHERE ri.recipe_id = a.id
          ), '[]'::jsonb)
        )
      )
      FROM announced a
      ORDER BY a.created_at, a.id`);
  }

  async down(): Promise<void> {
    // Announcements cannot be taken back, and need not be: the servings they told stay true.
  }
}
