export * from './current-user';
export * from './current-household';
export {
  authSlice,
  initialAuthState,
  leaving,
  leftPageBehind,
  selectCurrentUser,
  selectLeftFrom,
  selectSessionStatus,
  selectToken,
  signedIn,
  signedOut,
  stayed,
  tokenReplaced,
  tokenStored,
  TOKEN_KEY,
  userLoaded,
  userReloading,
  userUnreachable,
  type AuthState,
  type SessionStatus,
} from './auth-slice';
export * from './store';
export * from './offline-changes';
export * from './api-error';
export * from './hooks';
export * from './notifications';
export * from './theme';
export * from './palette';
export * from './color-scheme';
export * from './use-hearth-theme';
export * from './use-media-query';
export * from './spinner';
export * from './use-debounced';
export * from './page-number';
