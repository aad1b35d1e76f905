import type { User } from '@hearth/contracts/auth';

/** The signed-in user as `/auth/me` returns it: the auth contract's user (docs/product/auth.md "The user"). */
export type CurrentUser = User;
