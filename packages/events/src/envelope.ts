import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { eventCatalogue, isEventType, type EventPayload, type EventType } from './catalogue';

interface Envelope<T extends EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  correlationId: string;
  /**
   * Where the event stands among those of its producer: the outbox row's sequence, set by the
   * relay as it publishes (the same on every re-send). It only grows, so of two events about one
   * thing the higher is the later; consumers keep the last one applied and ignore what is older
   * (docs/events.md "Order at the consumers"). Absent from events published before it existed.
   */
  position?: number;
  payload: EventPayload<T>;
}

/**
 * What travels on the bus: identity and tracing metadata around a typed payload. Without a type
 * argument it is the union of every event, narrowed by `type`.
 */
export type EventEnvelope<T extends EventType = EventType> = { [K in T]: Envelope<K> }[T];

const envelopeShape = z.object({
  id: z.string().uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  correlationId: z.string().min(1),
  position: z.number().int().positive().optional(),
  payload: z.unknown(),
});

export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
}

/** Builds an envelope for a new event; the payload is validated against the catalogue. */
export function createEvent<T extends EventType>(
  type: T,
  payload: EventPayload<T>,
  correlationId: string,
): EventEnvelope<T> {
  const definition = eventCatalogue[type];
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) {
    throw new InvalidEventError(`Invalid payload for ${type}: ${parsed.error.message}`);
  }
  return {
    id: randomUUID(),
    type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    correlationId,
    payload: parsed.data as EventPayload<T>,
  };
}

/** Validates an envelope that arrived from outside (the bus) and returns it typed. */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = envelopeShape.safeParse(raw);
  if (!envelope.success) throw new InvalidEventError(`Malformed event: ${envelope.error.message}`);
  const { type, version } = envelope.data;
  if (!isEventType(type)) throw new InvalidEventError(`Unknown event type: ${type}`);
  const definition = eventCatalogue[type];
  if (version !== definition.version) {
    throw new InvalidEventError(`Unsupported version ${version} of ${type}`);
  }
  const payload = definition.payload.safeParse(envelope.data.payload);
  if (!payload.success) throw new InvalidEventError(`Invalid payload for ${type}: ${payload.error.message}`);
  return { ...envelope.data, type, payload: payload.data } as EventEnvelope;
}
