import { joinHouseholdBody, renameHouseholdBody, sendInvitationBody } from '@hearth/contracts/household/schemas';
import { FuzzTarget, fuzzSettings, uncoveredRoutes, type FuzzRow } from '@hearth/service-kit/testing';
import { startHouseholdService, type HouseholdHarness } from './test/household-harness';

/** Every svc-household route, from its contract, fed bad input. */
const rows: FuzzRow[] = [
  { route: 'GET /api/households', access: 'signed-in' },
  { route: 'GET /api/households/membership', access: 'signed-in' },
  { route: 'PUT /api/households', access: 'signed-in', body: renameHouseholdBody, example: { name: 'Home' } },
  { route: 'POST /api/households/invite', access: 'signed-in' },
  { route: 'GET /api/households/preview/:code', access: 'signed-in' },
  { route: 'POST /api/households/join', access: 'signed-in', body: joinHouseholdBody, example: { inviteCode: 'ABCDEF' } },
  { route: 'DELETE /api/households/members/:id', access: 'signed-in' },
  { route: 'GET /api/invitations', access: 'signed-in' },
  { route: 'POST /api/invitations', access: 'signed-in', body: sendInvitationBody, example: { email: 'grace@example.com' } },
  { route: 'POST /api/invitations/:id/resend', access: 'signed-in' },
  { route: 'GET /api/invitations/verify/:token', access: 'public' },
  { route: 'POST /api/invitations/accept/:token', access: 'signed-in' },
];

let household: HouseholdHarness;
let target: FuzzTarget;
beforeAll(async () => {
  household = await startHouseholdService();
  const owner = await household.register('Ada');
  target = new FuzzTarget(household, owner.token);
  await target.start();
});
afterAll(async () => {
  await target.stop();
  await household.stop();
});

describe('svc-household under bad input', () => {
  it('has a fuzz row for every route it answers', () => {
    expect(uncoveredRoutes(household.service, rows)).toEqual({ withoutRow: [], unknownRows: [] });
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s refuses bad input with a clean 4xx and changes nothing', async (_route, row) => {
    await target.fuzz(row, fuzzSettings(40));
  });
});
