import { compile, firstRow, rows, sql, type Actor, type Queryable, type Sql } from '@hearth/service-kit';
import { detailsOf, recipeVisibleTo, type RecipeRow } from './recipe-queries';
import { likePattern } from './search-pattern';

export interface RecipeFilter {
  search?: string;
  /** A category id. */
  category?: string;
  /** Only this household's recipes (the dashboard). */
  householdId?: string;
  limit: number;
  offset: number;
}

/** SQL: the recipes `r` that `actor` may see, narrowed by `filter`. */
function conditions(actor: Actor | null, filter: RecipeFilter): Sql {
  const where = [recipeVisibleTo(actor)];
  if (filter.householdId) where.push(sql`r.household_id = ${filter.householdId}::uuid`);
  if (filter.category !== undefined) where.push(sql`r.category_id = ${filter.category}::uuid`);
  if (filter.search) where.push(sql`r.search_text LIKE ${likePattern(filter.search)}`);
  return sql.join(where, ' AND ');
}

/**
 * Up to this many matches `total` is exact (25 pages of 20); above it, PostgreSQL's own estimate.
 * Counting every visible recipe on every page cost a scan of the whole visible set (36 ms at
 * 100,000 recipes); the estimate costs a plan, and the pager only needs the order of magnitude.
 */
export const EXACT_TOTAL_UP_TO = 500;

/**
 * Estimates are kept this long per statement and values: they move only when PostgreSQL's
 * statistics do (ANALYZE), and asking again cost a whole plan and a round trip on every page.
 */
const ESTIMATE_KEPT_MS = 60_000;
const KEPT_ESTIMATES = 1_000;
const estimates = new Map<string, { rows: number; at: number }>();

/** The planner's row estimate for `query`, from EXPLAIN (planning only, nothing is read). */
async function estimatedRows(db: Queryable, query: Sql): Promise<number> {
  const { text, values } = compile(query);
  const key = JSON.stringify([text, values]);
  const now = Date.now();
  const kept = estimates.get(key);
  if (kept && now - kept.at < ESTIMATE_KEPT_MS) return kept.rows;
  const row = await firstRow<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const plan = row!['QUERY PLAN'];
  const estimate = Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']);
  estimates.delete(key);
  if (estimates.size >= KEPT_ESTIMATES) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { rows: estimate, at: now });
  return estimate;
}

/**
 * How many match: exact when PostgreSQL expects at most EXACT_TOTAL_UP_TO (counted, but never
 * past 10 times that, should the estimate be far off), its estimate otherwise. Never fewer than
 * the page shows, and exact when the page is the last one.
 */
async function countMatches(db: Queryable, from: Sql, filter: RecipeFilter, shown: number): Promise<number> {
  const end = filter.offset + shown;
  if (shown > 0 && shown < filter.limit) return end;
  const estimate = await estimatedRows(db, sql`SELECT 1 ${from}`);
  if (estimate > EXACT_TOTAL_UP_TO) return Math.max(estimate, end);
  const cap = EXACT_TOTAL_UP_TO * 10 + 1;
  const counted = await firstRow<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (SELECT 1 ${from} LIMIT ${cap}) capped`);
  const total = counted!.total;
  return total === cap ? Math.max(estimate, total, end) : total;
}

/**
 * One page of the list, newest first, and how many match (see countMatches): each served by an
 * index (visibility + order, household + order, category + order, or the trigram index).
 */
export async function findRecipePage(db: Queryable, actor: Actor | null, filter: RecipeFilter): Promise<{ rows: RecipeRow[]; total: number }> {
  const from = sql`FROM recipes r WHERE ${conditions(actor, filter)}`;
  const page = sql`SELECT r.id ${from} ORDER BY r.created_at DESC, r.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  const found = await rows<RecipeRow>(db, detailsOf(page));
  return { rows: found, total: await countMatches(db, from, filter, found.length) };
}
