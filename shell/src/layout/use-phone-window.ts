import { useMediaQuery } from '@hearth/host';

/** A phone's window (the theme's `sm` breakpoint, 600 px, or narrower): the tab bar shows, the cookie banner is compact. */
export const PHONE_WINDOW_QUERY = '(max-width: 600px)';

export function usePhoneWindow(): boolean {
  return useMediaQuery(PHONE_WINDOW_QUERY);
}
