/**
 * A household export (docs/backup.md): one ZIP with a manifest, each domain's part and the
 * pictures. svc-recipes answers the archive with `hearth.json`, `recipes.json` and `images/`;
 * svc-planning answers `planning.json`, which the app adds to the same archive. Each part restores
 * on its own: `POST /recipes/imports` reads the recipes, `POST /meal-plans/restore` the plans and
 * lists. Plain constants: a front end imports this without zod.
 */
export const householdArchive = {
  format: 'hearth-household',
  /** Raised when a part changes shape in a way an older Hearth could not read. */
  version: 1,
  manifest: 'hearth.json',
  recipes: 'recipes.json',
  planning: 'planning.json',
  images: 'images/',
} as const;

/** `hearth.json`: what the archive is, when it was made and whose it was. */
export interface HouseholdArchiveManifest {
  format: typeof householdArchive.format;
  version: number;
  exportedAt: string;
  household: string;
}
