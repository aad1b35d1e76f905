import { sql } from '@hearth/service-kit';

/** SQL: a recipe uses the category `c`. */
export const categoryInUse = sql`EXISTS (SELECT 1 FROM recipes used WHERE used.category_id = c.id)`;
