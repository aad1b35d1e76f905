import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches the device now, kept current as it changes; `whenUnknown` where there is no window. */
export function useMediaQuery(query: string, whenUnknown = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => whenUnknown);
}

/** A phone's window: the theme's `sm` breakpoint (600 px) or narrower. The tab bar shows, the list folds its recipes. */
export const PHONE_WINDOW_QUERY = '(max-width: 600px)';

export function usePhoneWindow(): boolean {
  return useMediaQuery(PHONE_WINDOW_QUERY);
}
