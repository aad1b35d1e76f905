import type { MembershipAnswer } from '@hearth/contracts/household';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { actorOf } from '../access/actor';

/**
 * The caller's household as svc-household knows it this instant. The services that keep a copy of
 * memberships ask it before a write, so a removed member's write is refused even while their copy
 * lags (service-kit access/membership-check.ts).
 */
export function membershipRoutes(router: Router, signedIn: Middleware[]): void {
  router.get('/households/membership', ...signedIn, (ctx) => {
    const answer: MembershipAnswer = { householdId: actorOf(ctx).membership?.householdId ?? null };
    ctx.body = answer;
  });
}
