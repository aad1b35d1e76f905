import { randomUUID } from 'node:crypto';
import {
  changePasswordBody,
  createApiTokenBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
} from '@hearth/contracts/auth/schemas';
import { FuzzTarget, fuzzSettings, uncoveredRoutes, type FuzzRow } from '@hearth/service-kit/testing';
import { startAuthService, type AuthHarness } from './test/auth-harness';

/** Every svc-auth route, from its contract, fed bad input. */
const credentials = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret123' };
const rows: FuzzRow[] = [
  { route: 'POST /api/auth/register', access: 'public', body: registerBody, example: credentials },
  { route: 'POST /api/auth/login', access: 'public', body: loginBody, example: { email: credentials.email, password: credentials.password } },
  { route: 'GET /api/auth/me', access: 'signed-in' },
  { route: 'POST /api/auth/logout', access: 'signed-in' },
  { route: 'POST /api/auth/logout-everywhere', access: 'signed-in' },
  { route: 'PUT /api/auth/update-profile', access: 'signed-in', body: updateProfileBody, example: { name: 'Ada', email: credentials.email } },
  { route: 'PUT /api/auth/change-password', access: 'signed-in', body: changePasswordBody, example: { currentPassword: 'secret123', newPassword: 'secret456' } },
  { route: 'DELETE /api/auth/delete-account', access: 'signed-in' },
  { route: 'POST /api/auth/forgot-password', access: 'public', body: forgotPasswordBody, example: { email: credentials.email } },
  { route: 'PUT /api/auth/reset-password/:token', access: 'public', body: resetPasswordBody, example: { password: 'secret456' } },
  { route: 'GET /api/auth/.well-known/jwks.json', access: 'public' },
  { route: 'POST /api/auth/confirm-email/:token', access: 'public' },
  { route: 'GET /api/auth/email-status', access: 'signed-in' },
  { route: 'POST /api/auth/resend-confirmation', access: 'signed-in' },
  { route: 'GET /api/auth/api-tokens', access: 'signed-in' },
  { route: 'POST /api/auth/api-tokens', access: 'signed-in', body: createApiTokenBody, example: { name: 'Tablet', expiresIn: '30d', scope: 'read' } },
  { route: 'DELETE /api/auth/api-tokens/:id', access: 'signed-in' },
  { route: 'GET /api/auth/api-tokens/current', access: 'public' },
];

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
