import { useMediaQuery } from '@hearth/host';

/** docs/product/README.md "Around every page": the top bar's sign-in items hide at a window width of 400 px or less. */
export const NARROW_WINDOW_QUERY = '(max-width: 400px)';

export function useNarrowWindow(): boolean {
  return useMediaQuery(NARROW_WINDOW_QUERY);
}
