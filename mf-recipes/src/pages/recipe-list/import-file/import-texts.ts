import type { ImportJob } from '@hearth/contracts/recipes';
import type { NoticeType } from '@hearth/host/ui';

const recipes = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

/** '12 of 40 recipes' while it runs. */
export const importProgress = (job: ImportJob) => `${job.done} of ${recipes(job.total)}`;

/** What came of an import that is over: done, cancelled, or stopped by the server. */
export function importOutcome(job: ImportJob): { type: NoticeType; title: string; description?: string } {
  const imported = `Imported ${recipes(job.imported.length)}`;
  const skipped = job.skipped.length > 0 ? `${recipes(job.skipped.length)} not imported (see below).` : undefined;
  if (job.status === 'done') return { type: job.imported.length > 0 ? 'success' : 'info', title: imported, description: skipped };
  if (job.status === 'cancelled') return { type: 'warning', title: 'Import cancelled', description: `${imported} before it stopped.` };
  return { type: 'error', title: 'The import stopped before the end', description: `${imported}. Try the file again: recipes already in are skipped.` };
}
