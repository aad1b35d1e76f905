/** A phone's window: the theme's `sm` breakpoint (600 px) or narrower. The tab bar shows, the list folds its recipes. */
export const PHONE_WINDOW_QUERY = '(max-width: 600px)';
