import { randomUUID } from 'node:crypto';
import { currentAuth, authenticate } from './authenticate';
import { CreateEndedSessions1737100000000, EndedSessions } from './ended-sessions';
import { createTokenVerifier } from './token-verifier';
import { createDomainService } from '../domain-service';
import { bearer, startTestService, type TestService } from '../testing/test-service';
import { CreateNotes1000000000000 } from '../testing/notes-migration';

/**
 * A service that is not svc-auth refuses the sessions svc-auth announced as
 * ended, from its own copy, within a second of the event being applied (a session it has just
 * found valid is taken as valid for that second: token-verifier.ts).
 */

let notes: TestService;
beforeAll(async () => {
  notes = await startTestService((env) =>
    createDomainService(env, {
      name: 'notes',
      migrations: [CreateNotes1000000000000, CreateEndedSessions1737100000000],
      setup(runtime, router) {
        const sessions = new EndedSessions(runtime.database);
        router.get('/whoami', authenticate(createTokenVerifier(env.keys, sessions.hasEnded)), (ctx) => {
          ctx.body = { id: currentAuth(ctx).userId };
        });
        return { handlers: sessions.projection() };
      },
    }),
  );
});
afterAll(() => notes.stop());

const person = () => ({ id: randomUUID(), name: 'Ada', email: 'ada@example.com' });
const now = () => Math.floor(Date.now() / 1000);
const whoami = async (token: string) => (await notes.http.get('/api/whoami').set(bearer(token))).status;

describe('sessions svc-auth ended', () => {
  it('refuses every session of the user issued before the cutoff, and none of anyone else', async () => {
    const [ada, grace] = [person(), person()];
    const sign = (who: typeof ada, issuedAt: number) => notes.signingKey.sign(who, { sessionId: randomUUID(), issuedAt });
    const before = await sign(ada, now() - 5);
    const justBefore = await sign(ada, now());
    const graces = await sign(grace, now() - 5);
    expect(await whoami(before)).toBe(200);

    const cutoff = now() + 1;
    await notes.deliver('user.sessions-ended', { userId: ada.id, validFrom: new Date(cutoff * 1000).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect([await whoami(before), await whoami(justBefore), await whoami(graces)]).toEqual([401, 401, 200]);
    expect(await whoami(await sign(ada, cutoff))).toBe(200);
  });

  it('never moves a cutoff back when announcements arrive out of order', async () => {
    const ada = person();
    const token = await notes.signingKey.sign(ada, { sessionId: randomUUID(), issuedAt: now() });
    const later = new Date((now() + 1) * 1000).toISOString();
    await notes.deliver('user.sessions-ended', { userId: ada.id, validFrom: later });
    await notes.deliver('user.sessions-ended', { userId: ada.id, validFrom: new Date((now() - 60) * 1000).toISOString() });
    expect(await whoami(token)).toBe(401);
  });

  it('refuses one ended session and lets the same user\'s others through', async () => {
    const ada = person();
    const [phone, laptop] = [randomUUID(), randomUUID()];
    const phoneToken = await notes.signingKey.sign(ada, { sessionId: phone });
    const laptopToken = await notes.signingKey.sign(ada, { sessionId: laptop });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await notes.deliver('session.ended', { userId: ada.id, sessionId: phone, expiresAt });
    expect([await whoami(phoneToken), await whoami(laptopToken)]).toEqual([401, 200]);
  });

  it('forgets ended sessions once they would have expired anyway', async () => {
    const ada = person();
    const gone = randomUUID();
    await notes.deliver('session.ended', { userId: ada.id, sessionId: gone, expiresAt: new Date(Date.now() - 1000).toISOString() });
    await notes.deliver('session.ended', { userId: ada.id, sessionId: randomUUID(), expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const rows = await notes.sql(`SELECT 1 FROM "${notes.schema}".ended_sessions WHERE session_id = $1`, [gone]);
    expect(rows).toEqual([]);
  });
});
