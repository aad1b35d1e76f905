import { breakpoints, useMediaQuery } from '@hearth/host';

/** Whether the window is at least the theme's md breakpoint (900 px): room for the week's grid. */
export const useWideWindow = (): boolean => useMediaQuery(`(min-width: ${breakpoints.md}px)`, true);
