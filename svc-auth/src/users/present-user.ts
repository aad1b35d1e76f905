import type { User as UserView } from '@hearth/contracts/auth';
import type { User } from './user.entity';

/** The user as the client sees it (docs/product/auth.md "The user"). */
export function presentUser(user: User): UserView {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    household: user.householdId ? { _id: user.householdId, name: user.householdName ?? '' } : null,
  };
}
