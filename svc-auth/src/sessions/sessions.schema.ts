import { z } from 'zod';
import { signInEmail } from '../users/fields';

export const loginBody = z.object({
  email: signInEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password should be at least 6 characters')
    .max(200, 'Password cannot exceed 200 characters'),
});

export type LoginInput = z.infer<typeof loginBody>;
