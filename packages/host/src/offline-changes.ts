/**
 * Where a member's changes made offline wait to be sent (mf-planning's ChangeQueue): one IndexedDB
 * database per user, so one member's changes are never shown or sent in another's session. Named
 * here because the shell removes the empty ones when a session ends, whether or not the planning
 * remote was loaded on that page.
 */
export const OFFLINE_CHANGES_PREFIX = 'hearth-planning-changes-';

export function offlineChangesDatabase(userId: string): string {
  return `${OFFLINE_CHANGES_PREFIX}${userId}`;
}
