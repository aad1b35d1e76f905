import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from './current-user';
import { storedToken } from './stored-token';

export { TOKEN_KEY } from './stored-token';

export type SessionStatus =
  | 'loading' // a token exists; the user is being loaded
  | 'authenticated'
  | 'anonymous'
  | 'unreachable'; // a token exists but Hearth could not be reached to load the user

export interface AuthState {
  token: string | null;
  user: CurrentUser | null;
  status: SessionStatus;
  /**
   * The page a member is ending the session from themselves (logout, account removal): once
   * signed out there, a guard sends them home, never to sign-in, whichever of the removal's answer,
   * a late 401 or the move home the page sees first. Forgotten once another page shows.
   */
  leftFrom: string | null;
}

export function initialAuthState(token = storedToken()): AuthState {
  return { token, user: null, status: token ? 'loading' : 'anonymous', leftFrom: null };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: CurrentUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.status = 'authenticated';
      state.leftFrom = null;
    },
    userLoaded(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
      state.status = 'authenticated';
    },
    userUnreachable(state) {
      state.status = 'unreachable';
    },
    userReloading(state) {
      if (state.token) state.status = 'loading';
    },
    /**
     * A token to start the session with on the next load: stored, but the session is not marked
     * signed in yet, so nothing navigates before the page reloads (docs/product/auth.md "Sign in").
     */
    tokenStored(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** A new token for the same session (after a password change). */
    tokenReplaced(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /**
     * The household domain answered with the user's household (joined, renamed, none): svc-auth
     * learns it from events, this keeps the page in step meanwhile. Dispatched only by the host's
     * current-household endpoint options, so it is not part of the package's exports.
     */
    currentHouseholdChanged(state, action: PayloadAction<CurrentUser['household']>) {
      if (state.user) state.user.household = action.payload;
    },
    signedOut(state) {
      return { token: null, user: null, status: 'anonymous' as const, leftFrom: state.leftFrom };
    },
    /** The member is ending the session from `pathname`: a 401 from now on is their leaving. */
    leaving(state, action: PayloadAction<string>) {
      state.leftFrom = action.payload;
    },
    /** The ending failed (the removal was refused) while the session goes on: it is theirs again. */
    stayed(state) {
      if (state.status !== 'anonymous') state.leftFrom = null;
    },
    /** Another page shows: the page left behind is a sign-in-needed page like any other again. */
    leftPageBehind(state) {
      state.leftFrom = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectLeftFrom: (state) => state.leftFrom,
  },
});

export const {
  signedIn,
  userLoaded,
  userUnreachable,
  userReloading,
  tokenStored,
  tokenReplaced,
  currentHouseholdChanged,
  signedOut,
  leaving,
  stayed,
  leftPageBehind,
} = authSlice.actions;
export const { selectToken, selectCurrentUser, selectSessionStatus, selectLeftFrom } = authSlice.selectors;
