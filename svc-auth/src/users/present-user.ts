import type { User } from './user.entity';

/** The user as the client sees it (SPEC section 3). */
export function presentUser(user: User) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    household: user.householdId ? { _id: user.householdId, name: user.householdName ?? '' } : null,
  };
}
