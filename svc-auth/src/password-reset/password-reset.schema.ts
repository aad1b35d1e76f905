import { z } from 'zod';
import { newPasswordField, signInEmail } from '../users/fields';

export const forgotPasswordBody = z.object({ email: signInEmail });

export const resetPasswordParams = z.object({ token: z.string().min(1).max(200) });

export const resetPasswordBody = z.object({
  password: newPasswordField({ required: 'Password is required', tooShort: 'Password should be at least 6 characters' }),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordInput = z.infer<typeof resetPasswordParams> & z.infer<typeof resetPasswordBody>;
