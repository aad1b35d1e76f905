/** A timer cook mode runs: it ends at `endsAt` (ms since the epoch), so a reload finds it where it was. */
export interface CookTimer {
  id: string;
  label: string;
  seconds: number;
  endsAt: number;
  /** The step it was started from (0-based). */
  step: number;
}

const storageKey = (recipeId: string) => `hearth.cook.${recipeId}.timers`;

/** The recipe's timers kept on this device; anything unreadable counts as none. */
export function readTimers(recipeId: string): CookTimer[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(recipeId)) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (timer): timer is CookTimer =>
            typeof timer?.id === 'string' && typeof timer.label === 'string' && Number.isFinite(timer.seconds) && Number.isFinite(timer.endsAt) && Number.isInteger(timer.step),
        )
      : [];
  } catch {
    return [];
  }
}

export function writeTimers(recipeId: string, timers: CookTimer[]): void {
  try {
    if (timers.length === 0) localStorage.removeItem(storageKey(recipeId));
    else localStorage.setItem(storageKey(recipeId), JSON.stringify(timers));
  } catch {
    // Storage full or refused: the timers still run for this visit.
  }
}

/** Whole seconds left, never below zero. */
export const secondsLeft = (timer: CookTimer, now: number) => Math.max(0, Math.ceil((timer.endsAt - now) / 1000));

/** '4:05', '1:02:00'. */
export function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
