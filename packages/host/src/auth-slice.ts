import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from './current-user';

/** The name of the token in local storage (docs/product/auth.md "Constants"). */
export const TOKEN_KEY = 'token';

export type SessionStatus =
  | 'loading' // a token exists; the user is being loaded
  | 'authenticated'
  | 'anonymous'
  | 'unreachable'; // a token exists but Hearth could not be reached to load the user

export interface AuthState {
  token: string | null;
  user: CurrentUser | null;
  status: SessionStatus;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function initialAuthState(token = storedToken()): AuthState {
  return { token, user: null, status: token ? 'loading' : 'anonymous' };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: CurrentUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.status = 'authenticated';
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
    signedOut() {
      return { token: null, user: null, status: 'anonymous' as const };
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
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
} = authSlice.actions;
export const { selectToken, selectCurrentUser, selectSessionStatus } = authSlice.selectors;
