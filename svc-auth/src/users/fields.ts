import { z } from 'zod';

/** Field rules of SPEC section 5, with its messages. Each form names its own messages. */
export const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.invalid)
    .pipe(z.email({ error: messages.invalid }))
    .transform((email) => email.toLowerCase());

export const newPasswordField = (messages: { required: string; tooShort: string }) =>
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .min(6, messages.tooShort)
    .max(200, 'Password cannot exceed 200 characters');

const requiredName = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required');

/** Registration asks only for a name that is not blank. */
export const registrationName = requiredName.max(50, 'Name cannot exceed 50 characters');

/** The profile form holds names to 2 to 50 characters. */
export const profileName = requiredName
  .min(2, 'Name must be at least 2 characters')
  .max(50, 'Name cannot exceed 50 characters');

export const signInEmail = emailField({ required: 'Email is required', invalid: 'Enter a valid email' });
