import { z } from 'zod';
import { defineEvent, id } from './define-event';

export const userRegistered = defineEvent(
  'user.registered',
  1,
  z.object({ userId: id, name: z.string(), email: z.string() }),
);

export const userUpdated = defineEvent(
  'user.updated',
  1,
  z.object({ userId: id, name: z.string(), email: z.string() }),
);

export const userDeleted = defineEvent('user.deleted', 1, z.object({ userId: id }));

/**
 * Every session of the user issued before `validFrom` has ended: a password change or reset, an
 * e-mail change, 'log out everywhere'. Every service refuses such sessions from then on.
 */
export const userSessionsEnded = defineEvent(
  'user.sessions-ended',
  1,
  z.object({ userId: id, validFrom: z.string().datetime() }),
);

/** One session ended (logout on one device); remembered until it would have expired anyway. */
export const sessionEnded = defineEvent(
  'session.ended',
  1,
  z.object({ userId: id, sessionId: id, expiresAt: z.string().datetime() }),
);
