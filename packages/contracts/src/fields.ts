import { z } from 'zod';

/** The longest e-mail address a mail system delivers to (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/**
 * The field builders every domain's schemas share. Each takes the messages its form shows, since
 * the same field reads differently on different screens (docs/product).
 */

/** An e-mail address, trimmed and lower-cased. */
export const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .pipe(z.email({ error: messages.invalid }))
    .transform((email) => email.toLowerCase());

/** Text that is not blank once trimmed; chain `.max()` for its limit. */
export const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

/** An opaque token or id in a path: present and of sane length. */
export const pathToken = (maxLength: number) => z.string().min(1).max(maxLength);

/**
 * The id of a thing in a path (`/recipes/{id}`): anything but an id names nothing, and the service
 * answers it 404 with `notFound`, like an id that does not exist, without asking its database.
 */
export const idParam = (notFound: string) => z.guid({ error: notFound });

/** An optional query value: blank means absent. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** A whole number from 1 to `max` in a query (`page`, `limit`), or `message`. */
export const wholeQueryNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
