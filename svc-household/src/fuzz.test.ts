import { householdApi } from '@hearth/contracts/household/operations';
import { FuzzTarget, fuzzRows, fuzzSettings, uncoveredRoutes } from '@hearth/service-kit/testing';
import { startHouseholdService, type HouseholdHarness } from './test/household-harness';

/** Every svc-household operation, from its contract, fed bad input. */
const rows = fuzzRows(householdApi);

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
