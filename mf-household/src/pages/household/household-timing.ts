/** docs/product/household.md "Constants": how long the household page's feedback lasts. */

/** Every toast of the household page (the product's "household snackbar"), in seconds. */
export const TOAST_SECONDS = 6;

/** How long a copy button reads 'Copied!'. */
export const COPIED_FOR_MS = 2000;

/** How long the invitation dialog stays open after 'Invitation sent successfully!'. */
export const INVITE_DIALOG_CLOSES_AFTER_MS = 1500;
