import type { ImportJob } from '@hearth/contracts/recipes';
import { firstRow, run, sql, type Queryable } from '@hearth/service-kit';

export interface ImportJobRow {
  id: string;
  householdId: string;
  userId: string;
  format: ImportJob['format'];
  status: ImportJob['status'];
  total: number;
  done: number;
  imported: ImportJob['imported'];
  skipped: ImportJob['skipped'];
  createdAt: Date;
}

const columns = sql`id, household_id AS "householdId", user_id AS "userId", format, status, total, done, imported, skipped, created_at AS "createdAt"`;

export async function insertImportJob(db: Queryable, job: { householdId: string; userId: string; format: string; total: number }): Promise<ImportJobRow> {
  const row = await firstRow<ImportJobRow>(
    db,
    sql`INSERT INTO import_jobs (household_id, user_id, format, total, status)
        VALUES (${job.householdId}, ${job.userId}, ${job.format}, ${job.total}, ${job.total === 0 ? 'done' : 'running'})
        RETURNING ${columns}`,
  );
  return row!;
}

/** The import, if it is this household's. */
export function findImportJob(db: Queryable, id: string, householdId: string): Promise<ImportJobRow | undefined> {
  return firstRow<ImportJobRow>(db, sql`SELECT ${columns} FROM import_jobs WHERE id = ${id} AND household_id = ${householdId}`);
}

/** One more recipe looked at; the status the import has now (a cancel may have come meanwhile). */
export async function recordImportStep(
  db: Queryable,
  id: string,
  outcome: { imported?: ImportJob['imported'][number]; skipped?: ImportJob['skipped'][number] },
): Promise<ImportJob['status']> {
  const row = await firstRow<{ status: ImportJob['status'] }>(
    db,
    sql`UPDATE import_jobs
        SET done = done + 1,
            imported = imported || ${JSON.stringify(outcome.imported ? [outcome.imported] : [])}::jsonb,
            skipped = skipped || ${JSON.stringify(outcome.skipped ? [outcome.skipped] : [])}::jsonb,
            status = CASE WHEN status = 'running' AND done + 1 >= total THEN 'done' ELSE status END,
            updated_at = now()
        WHERE id = ${id}
        RETURNING status`,
  );
  return row?.status ?? 'cancelled';
}

/** Stops a running import; one finished already stays as it is. */
export async function cancelImportJob(db: Queryable, id: string, householdId: string): Promise<void> {
  await run(db, sql`UPDATE import_jobs SET status = 'cancelled', updated_at = now() WHERE id = ${id} AND household_id = ${householdId} AND status = 'running'`);
}

/** Imports a stopped process left running (their file went with it) end as failed. */
export async function failAbandonedImports(db: Queryable, quietForMs: number): Promise<void> {
  await run(db, sql`UPDATE import_jobs SET status = 'failed', updated_at = now() WHERE status = 'running' AND updated_at < now() - make_interval(secs => ${quietForMs / 1000})`);
}

/** A recipe with this id: a restore of it happened already (ids of restored recipes are derived, import-jobs.ts). */
export async function recipeRestoredAlready(db: Queryable, id: string): Promise<boolean> {
  return (await firstRow(db, sql`SELECT 1 FROM recipes WHERE id = ${id}`)) !== undefined;
}

/** A recipe of the household with this title (any case) and source: an import of it happened already. */
export async function recipeAlreadyThere(db: Queryable, householdId: string, title: string, sourceUrl: string | null): Promise<boolean> {
  const row = await firstRow(
    db,
    sql`SELECT 1 FROM recipes WHERE household_id = ${householdId} AND lower(title) = lower(${title}) AND source_url IS NOT DISTINCT FROM ${sourceUrl} LIMIT 1`,
  );
  return row !== undefined;
}
