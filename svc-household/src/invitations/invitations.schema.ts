import { z } from 'zod';

export const sendInvitationBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email address')
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((email) => email.toLowerCase()),
});

export const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const invitationParams = z.object({ id: z.string() });

export type SendInvitationInput = z.infer<typeof sendInvitationBody>;
export type TokenInput = z.infer<typeof tokenParams>;
export type InvitationInput = z.infer<typeof invitationParams>;
