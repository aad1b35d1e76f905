import { rm } from 'node:fs/promises';
import { runHouseholdLoad, runMixedLoad } from '@hearth/load-scenarios';
import { buildHearth, errorLines, makeHearthFolder, startHearth, stopHearth, type RunningHearth } from './testing/run-hearth';

jest.setTimeout(180_000);

let root: string;
let hearth: RunningHearth;

beforeAll(async () => {
  buildHearth();
  root = await makeHearthFolder();
  hearth = await startHearth(root);
});

afterAll(async () => {
  if (hearth) await stopHearth(hearth.child);
  await rm(root, { recursive: true, force: true });
});

describe('npm start with several phones at once', () => {
  it("answers every request with the asking user's own data, with no server error, and keeps each user's last writes", async () => {
    const report = await runMixedLoad({ baseUrl: hearth.base, users: 20, requests: 3000, inFlight: 50 });

    expect(report.foreign).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.otherErrors).toEqual([]);
    expect(report.right).toBe(report.requests);
    expect(report.finalMismatches).toEqual([]);
    expect(errorLines(hearth.output())).toEqual([]);
    // And it still answers afterwards.
    expect((await fetch(`${hearth.base}/api/auth/me`)).status).toBe(401);
  });

  it("keeps every household's recipes, meal plan and shopping lists to itself while 20 members of 5 households use them at once", async () => {
    const report = await runHouseholdLoad({ baseUrl: hearth.base, households: 5, membersPerHousehold: 4, requests: 2400, inFlight: 50 });

    expect(report.foreign).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.otherErrors).toEqual([]);
    expect(report.right).toBe(report.requests);
    expect(report.finalMismatches).toEqual([]);
    expect(errorLines(hearth.output())).toEqual([]);
  });
});
