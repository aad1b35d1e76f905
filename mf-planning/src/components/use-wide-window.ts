import { useSyncExternalStore } from 'react';
import { breakpoints } from '@hearth/host';

const WIDE_QUERY = `(min-width: ${breakpoints.md}px)`;

function subscribe(changed: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the window is at least the theme's md breakpoint (900 px): room for the week's grid. */
export function useWideWindow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches, () => true);
}
