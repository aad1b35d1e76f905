import { useCallback, useSyncExternalStore } from 'react';
import { PHONE_WINDOW_QUERY } from './phone-window';

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

export { PHONE_WINDOW_QUERY };

export function usePhoneWindow(): boolean {
  return useMediaQuery(PHONE_WINDOW_QUERY);
}
