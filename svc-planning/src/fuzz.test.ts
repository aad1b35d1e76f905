import { planningApi } from '@hearth/contracts/planning/operations';
import { FuzzTarget, fuzzRows, fuzzSettings, uncoveredRoutes } from '@hearth/service-kit/testing';
import { startPlanningService, type PlanningHarness } from './test/planning-harness';

/**
 * Every svc-planning operation, from its contract, fed bad input. Only refusals are sent, so
 * GET /api/live never opens a member's stream (which would stay open).
 */
const rows = fuzzRows(planningApi);

let planning: PlanningHarness;
let target: FuzzTarget;
beforeAll(async () => {
  planning = await startPlanningService();
  const member = await planning.household();
  target = new FuzzTarget(planning, member.auth.Authorization.replace('Bearer ', ''));
  await target.start();
});
afterAll(async () => {
  await target.stop();
  await planning.stop();
});

describe('svc-planning under bad input', () => {
  it('has a fuzz row for every route it answers', () => {
    expect(uncoveredRoutes(planning.service, rows)).toEqual({ withoutRow: [], unknownRows: [] });
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s refuses bad input with a clean 4xx and changes nothing', async (_route, row) => {
    await target.fuzz(row, fuzzSettings(30));
  });
});
