import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type Reducer,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { authSlice, signedOut, TOKEN_KEY, type AuthState } from './auth-slice';

/**
 * The one store of the page. The shell creates it; each remote injects its RTK Query api slice
 * (reducer and middleware) when it loads, so a page carries only the domains it shows.
 */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<Record<string, unknown>>();

const dynamicMiddleware = createDynamicMiddleware();

/** Keeps the token in local storage in step with the session. */
const tokenPersistence = createListenerMiddleware();
tokenPersistence.startListening({
  predicate: (_action, current, previous) =>
    (current as { auth: AuthState }).auth.token !== (previous as { auth: AuthState }).auth.token,
  effect: (_action, api) => {
    const { token } = (api.getState() as { auth: AuthState }).auth;
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage can be unavailable (private mode); the session then lasts for this page only.
    }
  },
});

interface ApiSliceLike {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState(): { type: string } };
}

const injected = new Map<string, ApiSliceLike>();

/** A session that ends takes every cached response with it: the next user sees none of them. */
const cacheReset = createListenerMiddleware();
cacheReset.startListening({
  actionCreator: signedOut,
  effect: (_action, api) => {
    for (const apiSlice of injected.values()) api.dispatch(apiSlice.util.resetApiState());
  },
});

/** Stores made by createHostStore (one per page; tests make several), for injectApi. */
const stores = new Set<HostStore>();
/** The latest of them: the page's (a test's, the one it renders with). */
let pageStore: HostStore | undefined;

export function createHostStore(preloadedState?: { auth: AuthState }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(tokenPersistence.middleware, cacheReset.middleware).concat(dynamicMiddleware.middleware),
  });
  stores.add(store);
  pageStore = store;
  return store;
}

export type HostStore = ReturnType<typeof createHostStore>;
export type HostState = { auth: AuthState } & Record<string, unknown>;
export type HostDispatch = HostStore['dispatch'];
/**
 * The store's dispatch as a remote sees it once it has injected its slices: `Slices` is their
 * state by reducer path (`{ [api.reducerPath]: ReturnType<typeof api.reducer> }`), so the
 * slice's thunks (an RTK Query api's `util.updateQueryData`, `endpoints.x.initiate`) type-check.
 * A remote types the host's hook with it: `useHostDispatch.withTypes<HostDispatchWith<Slices>>()`.
 */
export type HostDispatchWith<Slices extends Record<string, unknown>> = ThunkDispatch<HostState & Slices, unknown, UnknownAction>;

/** Adds a domain's RTK Query api slice to the store; safe to call more than once. */
export function injectApi(api: ApiSliceLike): void {
  if (injected.has(api.reducerPath)) return;
  injected.set(api.reducerPath, api);
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
  dynamicMiddleware.addMiddleware(api.middleware);
  // An injected slice's state appears with the next action; RTK Query reads it before it
  // dispatches anything, so one goes through now.
  for (const store of stores) store.dispatch({ type: 'hearth/apiInjected' });
}

/**
 * Starts a query of an injected api slice (its `util.prefetch(endpoint, args, {})`) in the page's
 * store before any component asks for it: a remote page's `prefetch` (PagePrefetch) starts the
 * page's first data as soon as its code has loaded, and the page's own query then finds that
 * request on its way.
 */
export function prefetchQuery(prefetch: ThunkAction<unknown, HostState, unknown, UnknownAction>): void {
  pageStore?.dispatch(prefetch);
}

/** Where a remote page is about to show: its route's params and the query string. */
export interface PageAddress {
  params: Readonly<Partial<Record<string, string>>>;
  searchParams: URLSearchParams;
}

/**
 * What a remote page module may export as `prefetch`, beside its default component: the shell
 * calls it with the page's address as the module arrives, before the page renders, so the first
 * data is on the wire while React renders (the page's own queries would ask only once it has
 * rendered and committed).
 */
export type PagePrefetch = (address: PageAddress) => void;
