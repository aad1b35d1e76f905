import type { CurrentUser } from './current-user';
import { useHostSelector } from './hooks';

export type CurrentHousehold = NonNullable<CurrentUser['household']>;

/**
 * The signed-in user's household, or null (a guest, or a user without one). The host keeps it
 * fresh from the household domain's own answers (`@hearth/host/api`'s current-household options),
 * since svc-auth's copy behind /auth/me only catches up through events.
 */
export function useCurrentHousehold(): CurrentHousehold | null {
  return useHostSelector((state) => state.auth.user?.household ?? null);
}
