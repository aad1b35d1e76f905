/**
 * The auth domain's limits and messages (docs/product/auth.md), for svc-auth's schemas and the
 * shell's form rules alike. Plain constants, no zod: a front end imports this without the weight
 * of a validation library.
 */

export const authLimits = {
  /** Registration and profile names, after trimming. */
  nameMax: 50,
  /** The profile form's shortest name. */
  profileNameMin: 2,
  passwordMin: 6,
  passwordMax: 200,
  resetTokenMax: 200,
} as const;

/** Quoted letter for letter from docs/product/auth.md (the contract's test checks it). */
export const authMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name cannot exceed 50 characters',
  emailRequired: 'Email is required',
  /** Sign-in, forgotten password and profile forms. */
  emailInvalid: 'Enter a valid email',
  /** The registration form. */
  registrationEmailInvalid: 'Email address is invalid',
  passwordRequired: 'Password is required',
  /** Sign-in, registration and reset forms. */
  passwordTooShort: 'Password should be at least 6 characters',
  /** The profile's PASSWORD tab. */
  newPasswordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  /** The reset form's confirmation. */
  resetConfirmationRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must match',
  userExists: 'User already exists',
} as const;

/** Hearth's own words, where docs/product/auth.md describes a check or an answer without quoting one. */
export const authOwnMessages = {
  passwordTooLong: 'Password cannot exceed 200 characters',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailTaken: 'Email is already in use by another account',
  invalidCredentials: 'Invalid email or password',
  invalidResetToken: 'Invalid or expired reset token',
  apiTokenNameRequired: 'Give the token a name',
  apiTokenNameTooLong: 'Token names cannot exceed 50 characters',
  apiTokenExpiryInvalid: 'Choose when the token expires: 30d, 90d, 1y or never',
  apiTokenScopeInvalid: 'Choose what the token may do: read or read-write',
  apiTokenLimitReached: 'You already have 20 API tokens. Revoke one you no longer use first.',
  apiTokenNotFound: 'API token not found',
  apiTokenRevoked: 'API token revoked',
  emailNotConfirmed: 'Confirm your e-mail address first: open the link we mailed you, or send it again from your profile.',
  emailChangeNeedsPassword: 'Enter your current password to change your e-mail address',
  invalidConfirmation: 'This confirmation link is invalid or has expired',
  emailConfirmed: 'Your e-mail address is confirmed.',
  emailChangeConfirmed: 'Your new e-mail address is confirmed. Sign in with it on every device.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  confirmationSent: 'We sent a confirmation link to your e-mail address.',
} as const;

/** Personal API tokens (docs/product/auth.md "API tokens"). */
export const apiTokenLimits = {
  nameMax: 50,
  /** Live tokens one person may hold; expired ones do not count. */
  perUser: 20,
  /** What the create form offers, and how long each lasts (null: never expires). */
  expiries: { '30d': 30, '90d': 90, '1y': 365, never: null },
  scopes: ['read', 'read-write'],
} as const;
