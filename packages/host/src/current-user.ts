/** The signed-in user as `/auth/me` returns it (SPEC section 3). */
export interface CurrentUser {
  _id: string;
  name: string;
  email: string;
  household: { _id: string; name: string } | null;
}
