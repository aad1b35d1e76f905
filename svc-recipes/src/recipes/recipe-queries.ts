import type { ImageStatus, RecipeUnit } from '@hearth/contracts/recipes';
import { schemaOf } from '@hearth/service-kit';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../access/actor';
import { likePattern } from './search-pattern';

/** A recipe with everything its wire shape shows, read in one query whatever the page size. */
export interface RecipeRow {
  id: string;
  title: string;
  isPrivate: boolean;
  prepTime: number;
  cookTime: number;
  instructions: string;
  createdAt: Date;
  updatedAt: Date;
  categoryId: string | null;
  categoryName: string | null;
  createdBy: string;
  creatorName: string | null;
  creatorDeleted: boolean;
  householdId: string;
  householdName: string | null;
  imageId: string | null;
  imageHash: string | null;
  imageStatus: ImageStatus | null;
  ingredients: { id: string; name: string; quantity: number; unit: RecipeUnit }[];
}

export interface RecipeFilter {
  search?: string;
  /** A category id; one that is not an id matches nothing. */
  category?: string;
  /** Only this household's recipes (the dashboard). */
  householdId?: string;
  limit: number;
  offset: number;
}

/** The details of the recipes `ids` (a CTE of the page) selects, in the page's order. */
function detailsOf(schema: string, page: string): string {
  return `
    WITH page AS (${page})
    SELECT r.id, r.title, r.is_private AS "isPrivate", r.prep_time AS "prepTime", r.cook_time AS "cookTime",
           r.instructions, r.created_at AS "createdAt", r.updated_at AS "updatedAt",
           r.category_id AS "categoryId", c.name AS "categoryName",
           r.created_by AS "createdBy", u.name AS "creatorName", u.deleted_at IS NOT NULL AS "creatorDeleted",
           r.household_id AS "householdId", h.name AS "householdName",
           r.image_id AS "imageId", i.hash AS "imageHash", i.status AS "imageStatus",
           lines.ingredients
    FROM page
    JOIN "${schema}".recipes r ON r.id = page.id
    LEFT JOIN "${schema}".categories c ON c.id = r.category_id
    LEFT JOIN "${schema}".users u ON u.id = r.created_by
    LEFT JOIN "${schema}".households h ON h.id = r.household_id
    LEFT JOIN "${schema}".images i ON i.id = r.image_id
    CROSS JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'quantity', ri.quantity, 'unit', ri.unit)
                               ORDER BY ri.position), '[]'::json) AS ingredients
      FROM "${schema}".recipe_ingredients ri
      JOIN "${schema}".ingredients g ON g.id = ri.ingredient_id
      WHERE ri.recipe_id = r.id
    ) lines
    ORDER BY r.created_at DESC, r.id DESC`;
}

export async function findRecipeRows(manager: EntityManager, ids: string[]): Promise<RecipeRow[]> {
  const schema = schemaOf(manager.connection);
  return manager.query(detailsOf(schema, `SELECT unnest($1::uuid[]) AS id`), [ids]);
}

export async function findRecipeRow(manager: EntityManager, id: string): Promise<RecipeRow | undefined> {
  return (await findRecipeRows(manager, [id]))[0];
}

/** Locks a recipe for a change: concurrent edits and deletes of it run one after the other. */
export async function lockRecipe(manager: EntityManager, id: string): Promise<boolean> {
  const rows = await manager.query(`SELECT 1 FROM "${schemaOf(manager.connection)}".recipes WHERE id = $1 FOR UPDATE`, [id]);
  return rows.length > 0;
}

/** WHERE conditions for what `actor` may see, narrowed by `filter`, and their parameters. */
function conditions(actor: Actor | null, filter: RecipeFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [
    actor
      ? `(NOT r.is_private OR r.household_id = ${param(actor.householdId)}::uuid OR r.created_by = ${param(actor.id)}::uuid)`
      : 'NOT r.is_private',
  ];
  if (filter.householdId) where.push(`r.household_id = ${param(filter.householdId)}::uuid`);
  if (filter.category !== undefined) where.push(`r.category_id = ${param(filter.category)}::uuid`);
  if (filter.search) where.push(`r.search_text LIKE ${param(likePattern(filter.search))}`);
  return { where: where.join(' AND '), params };
}

/**
 * One page of the list, newest first, and how many match in all: two queries, each served by an
 * index (visibility + order, household + order, category + order, or the trigram index).
 */
export async function findRecipePage(manager: EntityManager, actor: Actor | null, filter: RecipeFilter): Promise<{ rows: RecipeRow[]; total: number }> {
  const schema = schemaOf(manager.connection);
  const { where, params } = conditions(actor, filter);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const page = `SELECT r.id FROM "${schema}".recipes r WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`;
  const rows: RecipeRow[] = await manager.query(detailsOf(schema, page), [...params, filter.limit, filter.offset]);
  const [{ total }] = await manager.query(`SELECT count(*)::int AS total FROM "${schema}".recipes r WHERE ${where}`, params);
  return { rows, total };
}
