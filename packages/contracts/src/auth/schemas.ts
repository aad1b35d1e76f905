import { z } from 'zod';
import { emailField, pathToken, requiredText } from '../fields';
import { apiTokenLimits, authLimits as limits, authMessages as messages, authOwnMessages as own } from './rules';

/** The auth domain's wire shapes (docs/product/auth.md "Calls"): what svc-auth accepts and answers. */

const signInEmail = emailField({ required: messages.emailRequired, invalid: messages.emailInvalid });

/** A password as a form sends it, with that form's words for "missing" and "too short". */
const password = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(limits.passwordMin, tooShort)
    .max(limits.passwordMax, own.passwordTooLong);

const name = requiredText(messages.nameRequired);

// Requests

/** POST /auth/register. The form's confirmPassword is never sent. */
export const registerBody = z.object({
  name: name.max(limits.nameMax, messages.nameTooLong),
  email: emailField({ required: messages.emailRequired, invalid: messages.registrationEmailInvalid }),
  password: password(messages.passwordRequired, messages.passwordTooShort),
});

/** POST /auth/login */
export const loginBody = z.object({
  email: signInEmail,
  password: password(messages.passwordRequired, messages.passwordTooShort),
});

/**
 * PUT /auth/update-profile. A new e-mail also needs the current password; it takes effect only
 * once confirmed from the link mailed to it (see emailStatusResponse).
 */
export const updateProfileBody = z.object({
  name: name.min(limits.profileNameMin, messages.nameTooShort).max(limits.nameMax, messages.nameTooLong),
  email: signInEmail,
  currentPassword: z.string().max(limits.passwordMax, own.passwordTooLong).optional(),
});

/** POST /auth/confirm-email/{token}: the link mailed on registration or for a new e-mail. */
export const confirmEmailParams = z.object({ token: pathToken(limits.resetTokenMax) });

/** PUT /auth/change-password */
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: own.currentPasswordRequired }).min(1, own.currentPasswordRequired),
  newPassword: password(own.newPasswordRequired, messages.newPasswordTooShort),
});

/** POST /auth/forgot-password */
export const forgotPasswordBody = z.object({ email: signInEmail });

/** PUT /auth/reset-password/{token} */
export const resetPasswordParams = z.object({ token: pathToken(limits.resetTokenMax) });
export const resetPasswordBody = z.object({
  password: password(messages.passwordRequired, messages.passwordTooShort),
});

/** POST /auth/api-tokens */
export const createApiTokenBody = z.object({
  name: requiredText(own.apiTokenNameRequired).max(apiTokenLimits.nameMax, own.apiTokenNameTooLong),
  expiresIn: z.enum(Object.keys(apiTokenLimits.expiries) as [keyof typeof apiTokenLimits.expiries], { error: own.apiTokenExpiryInvalid }),
  scope: z.enum(apiTokenLimits.scopes, { error: own.apiTokenScopeInvalid }),
});

/** DELETE /auth/api-tokens/{id} */
export const apiTokenParams = z.object({ id: z.uuid({ error: own.apiTokenNotFound }) });

// Responses

/** The user as the client sees it (docs/product/auth.md "The user"): GET /auth/me, PUT /auth/update-profile. */
export const userResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  household: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
});

/** POST /auth/login, POST /auth/register. */
export const sessionResponse = z.strictObject({ token: z.string(), user: userResponse });

/** PUT /auth/change-password: this session goes on with a fresh token; every other one ends. */
export const passwordChangedResponse = z.strictObject({ message: z.string(), token: z.string() });

/** DELETE /auth/delete-account, POST /auth/forgot-password, PUT /auth/reset-password/{token}. */
export const messageResponse = z.strictObject({ message: z.string() });

/** GET /auth/email-status: whether the e-mail is confirmed, and a new one waiting for its link. */
export const emailStatusResponse = z.strictObject({ confirmed: z.boolean(), pendingEmail: z.string().nullable() });

const instant = z.iso.datetime();

/** One API token as its owner sees it: never its secret. GET /auth/api-tokens lists them. */
export const apiTokenResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  scope: z.enum(apiTokenLimits.scopes),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  /** null: never expires. */
  expiresAt: instant.nullable(),
});

export const apiTokenListResponse = z.array(apiTokenResponse);

/** POST /auth/api-tokens: the secret, shown this once. */
export const createdApiTokenResponse = z.strictObject({ token: apiTokenResponse, secret: z.string().startsWith('hearth_') });

/** GET /auth/api-tokens/current, with an API token: the token and whom it acts for. */
export const currentApiTokenResponse = z.strictObject({
  _id: z.string(),
  name: z.string(),
  scope: z.enum(apiTokenLimits.scopes),
  expiresAt: instant.nullable(),
  user: z.strictObject({ _id: z.string(), name: z.string(), email: z.string() }),
});

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordParams = z.infer<typeof resetPasswordParams>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type User = z.infer<typeof userResponse>;
export type Session = z.infer<typeof sessionResponse>;
export type PasswordChanged = z.infer<typeof passwordChangedResponse>;
export type MessageAnswer = z.infer<typeof messageResponse>;
export type ConfirmEmailParams = z.infer<typeof confirmEmailParams>;
export type EmailStatus = z.infer<typeof emailStatusResponse>;
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;
export type ApiTokenParams = z.infer<typeof apiTokenParams>;
export type ApiToken = z.infer<typeof apiTokenResponse>;
export type CreatedApiToken = z.infer<typeof createdApiTokenResponse>;
export type CurrentApiToken = z.infer<typeof currentApiTokenResponse>;
