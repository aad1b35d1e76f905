import { z } from 'zod';
import { emailField, newPasswordField, profileName, registrationName } from '../users/fields';

export const registerBody = z.object({
  name: registrationName,
  email: emailField({ required: 'Email is required', invalid: 'Email address is invalid' }),
  password: newPasswordField({ required: 'Password is required', tooShort: 'Password should be at least 6 characters' }),
});

export const updateProfileBody = z.object({
  name: profileName,
  email: emailField({ required: 'Email is required', invalid: 'Enter a valid email' }),
});

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: newPasswordField({ required: 'New password is required', tooShort: 'Password must be at least 6 characters' }),
});

export type RegisterInput = z.infer<typeof registerBody>;
export type UpdateProfileInput = z.infer<typeof updateProfileBody>;
export type ChangePasswordInput = z.infer<typeof changePasswordBody>;
