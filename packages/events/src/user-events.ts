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
