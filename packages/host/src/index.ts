export * from './current-user';
export * from './auth-slice';
export * from './store';
export * from './api-error';
export * from './hooks';
export * from './notifications';
export * from './theme';
export * from './nav-button';
