import { runHouseholdLoad, runMixedLoad } from '@hearth/load-scenarios';
import { baseUrl } from './stack';

jest.setTimeout(180_000);

describe('the stack with several phones at once', () => {
  it("answers every request through nginx with the asking user's own data, with no server error, and keeps each user's last writes", async () => {
    const report = await runMixedLoad({ baseUrl, users: 20, requests: 3000, inFlight: 50 });

    expect(report.foreign).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.otherErrors).toEqual([]);
    expect(report.right).toBe(report.requests);
    expect(report.finalMismatches).toEqual([]);
  });

  it("keeps every household's recipes, meal plan and shopping lists to itself while 20 members of 5 households use them at once", async () => {
    const report = await runHouseholdLoad({ baseUrl, households: 5, membersPerHousehold: 4, requests: 2400, inFlight: 50 });

    expect(report.foreign).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.otherErrors).toEqual([]);
    expect(report.right).toBe(report.requests);
    expect(report.finalMismatches).toEqual([]);
  });
});
