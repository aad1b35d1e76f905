import { createEvent, InvalidEventError, parseEvent } from './envelope';

const userId = '7b0e3f5c-2f43-4b8f-9a2e-1d6f0f3a9c11';

describe('event envelopes', () => {
  it('builds an event with identity, version and correlation id', () => {
    const event = createEvent('user.registered', { userId, name: 'Ada', email: 'ada@example.com' }, 'req-1');
    expect(event).toMatchObject({ type: 'user.registered', version: 1, correlationId: 'req-1' });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(event.occurredAt).toString()).not.toBe('Invalid Date');
  });

  it('refuses a payload that does not match the catalogue', () => {
    expect(() => createEvent('user.deleted', { userId: 'not-a-uuid' }, 'req-1')).toThrow(InvalidEventError);
  });

  it('round-trips through JSON and validates on the way in', () => {
    const event = createEvent('household.member.removed', {
      householdId: userId,
      userId,
      reason: 'left',
    }, 'req-2');
    expect(parseEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('rejects unknown types, other versions and bad payloads', () => {
    const event = createEvent('user.deleted', { userId }, 'req-3');
    expect(() => parseEvent({ ...event, type: 'user.exploded' })).toThrow('Unknown event type');
    expect(() => parseEvent({ ...event, version: 2 })).toThrow('Unsupported version');
    expect(() => parseEvent({ ...event, payload: {} })).toThrow('Invalid payload');
    expect(() => parseEvent('garbage')).toThrow('Malformed event');
  });
});
