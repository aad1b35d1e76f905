/** The signed-in user as `/auth/me` returns it (docs/product/auth.md "The user"). */
export interface CurrentUser {
  _id: string;
  name: string;
  email: string;
  household: { _id: string; name: string } | null;
}
