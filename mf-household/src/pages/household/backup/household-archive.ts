import { householdArchive } from '@hearth/contracts/archive';
import type { PlanningArchive } from '../../../api/backup-calls';

type Fflate = typeof import('fflate');

/**
 * fflate (about 8 KB gzipped) loads when a backup is made, not with the household page: the
 * page's first visit stays within its budget (e2e/page-budgets.json).
 */
export const loadFflate = (): Promise<Fflate> => import('fflate');

/**
 * The household export (packages/contracts/src/archive.ts): the recipes ZIP the server answers,
 * with `planning.json` added. Pictures are stored as they are (already compressed), the JSON
 * parts deflated. Folder entries are left out; the files' paths make them.
 */
export function composeHouseholdArchive(fflate: Fflate, recipesZip: Uint8Array, planning: PlanningArchive): Uint8Array {
  const entries = fflate.unzipSync(recipesZip);
  const files: import('fflate').Zippable = {};
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    files[name] = name.startsWith(householdArchive.images) ? [bytes, { level: 0 }] : bytes;
  }
  files[householdArchive.planning] = fflate.strToU8(JSON.stringify(planning, null, 2));
  return fflate.zipSync(files);
}

/** The name to save under when the server gave none. */
export const fallbackArchiveName = (today = new Date()) => `hearth-household-${today.toISOString().slice(0, 10)}.zip`;

/** Hands the archive to the browser as a download. */
export function saveArchive(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
