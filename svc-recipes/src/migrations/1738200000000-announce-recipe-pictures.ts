import { lockOutboxForWriting } from '@hearth/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { announcedPicture } from '../recipes/recipe-snapshot';

/**
 * `recipe.created` / `recipe.updated` now carry a recipe's picture, and the meal planner shows it.
 * The recipes whose picture was ready before that are announced once more, through the outbox like
 * any change (as 1737900000000-announce-recipe-servings did for servings), so planning's copy
 * learns their pictures without anyone editing them. The payload is the one `recipeSnapshot`
 * (recipes/recipe-snapshot.ts) builds; the picture's paths come from the same code as the API's.
 */
export class AnnounceRecipePictures1738200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const pictured: { id: string; hash: string }[] = await queryRunner.query(
      `SELECT r.id, i.hash FROM recipes r JOIN images i ON i.id = r.image_id WHERE i.status = 'ready'`,
    );
    if (pictured.length === 0) return;
    // As every write of events does: the relay publishes none before these commit (service-kit outbox-order.ts).
    const [current] = (await queryRunner.query('SELECT current_schema() AS schema')) as { schema: string }[];
    await lockOutboxForWriting(queryRunner, current!.schema);
    await queryRunner.query(
      `
      WITH announced AS (
        SELECT gen_random_uuid() AS event_id, p.image, r.*
        FROM unnest($1::uuid[], $2::jsonb[]) AS p(recipe_id, image)
        JOIN recipes r ON r.id = p.recipe_id
      )
      INSERT INTO outbox (event_id, type, envelope)
      SELECT a.event_id, 'recipe.updated', jsonb_build_object(
        'id', a.event_id,
        'type', 'recipe.updated',
        'version', 1,
        'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'correlationId', 'recipe-pictures-announced',
        'payload', jsonb_build_object(
          'recipeId', a.id,
          'householdId', a.household_id,
          'createdBy', a.created_by,
          'title', a.title,
          'isPrivate', a.is_private,
          'servings', a.servings,
          'image', a.image,
          'ingredients', COALESCE((
            SELECT jsonb_agg(jsonb_build_object('ingredientId', ri.ingredient_id, 'name', g.name, 'quantity', ri.quantity, 'unit', ri.unit) ORDER BY ri.position)
            FROM recipe_ingredients ri JOIN ingredients g ON g.id = ri.ingredient_id
            WHERE ri.recipe_id = a.id
          ), '[]'::jsonb)
        )
      )
      FROM announced a
      ORDER BY a.created_at, a.id`,
      [pictured.map((row) => row.id), pictured.map((row) => JSON.stringify(announcedPicture(row.hash, 'ready')))],
    );
  }

  async down(): Promise<void> {
    // Announcements cannot be taken back, and need not be: the pictures they told stay true.
  }
}
