import { randomUUID } from 'node:crypto';
import { authApi } from '@hearth/contracts/auth/operations';
import { FuzzTarget, fuzzRows, fuzzSettings, uncoveredRoutes } from '@hearth/service-kit/testing';
import { startAuthService, type AuthHarness } from './test/auth-harness';

/** Every svc-auth operation, from its contract, fed bad input. */
const rows = fuzzRows(authApi);

let auth: AuthHarness;
let target: FuzzTarget;
beforeAll(async () => {
  auth = await startAuthService();
  const { token, user } = await auth.register();
  const householdId = randomUUID();
  await auth.deliver('household.member.joined', { householdId, householdName: 'Home', userId: user._id });
  target = new FuzzTarget(auth, token);
  await target.start();
});
afterAll(async () => {
  await target.stop();
  await auth.stop();
});

describe('svc-auth under bad input', () => {
  it('has a fuzz row for every route it answers', () => {
    expect(uncoveredRoutes(auth.service, rows)).toEqual({ withoutRow: [], unknownRows: [] });
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s refuses bad input with a clean 4xx and changes nothing', async (_route, row) => {
    await target.fuzz(row, fuzzSettings(40));
  });
});
