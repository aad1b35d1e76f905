import type { User } from '@hearth/contracts/auth';
import type { UserRow } from './user-queries';

type Shown = Pick<UserRow, 'id' | 'name' | 'email' | 'householdId' | 'householdName'>;

/** The user as the client sees it (docs/product/auth.md "The user"). */
export function presentUser(user: Shown): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    household: user.householdId ? { _id: user.householdId, name: user.householdName ?? '' } : null,
  };
}
