import { useSyncExternalStore } from 'react';

/** docs/product/README.md "Around every page": the top bar's sign-in items hide at a window width of 400 px or less. */
export const NARROW_WINDOW_QUERY = '(max-width: 400px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_WINDOW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_WINDOW_QUERY).matches, () => false);
}
