// The tab bar's room, apart from the bar itself: the frame keeps the room on every phone page,
// while the bar's code loads only on a phone (AppLayout).

/** The bar's height above the phone's own bottom edge (its home indicator: `env(safe-area-inset-bottom)`). */
export const TAB_BAR_HEIGHT = 56;
/** What the bar covers at the bottom of the window: the page keeps this much room below it. */
export const TAB_BAR_SPACE = `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))`;
/** The element keeping that room (AppLayout's frame); on paper it keeps none. */
export const TAB_BAR_SPACE_CLASS = 'hearth-tab-bar-space';
