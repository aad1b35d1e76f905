import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint } from '@hearth/service-kit';
import { actorOf } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { acceptInvitation, listInvitations, resendInvitation, sendInvitation, verifyInvitation } from './invitation-use-cases';
import { invitationParams, invitationTokenParams, sendInvitationBody } from '@hearth/contracts/household/schemas';

/** docs/product/household.md "Calls": e-mail invitations. Verifying a link is public; everything else needs sign-in. */
export function invitationRoutes(router: Router, deps: HouseholdDeps, signedIn: Middleware[]): void {
  router.get('/invitations', ...signedIn, async (ctx) => {
    ctx.body = await listInvitations(deps, actorOf(ctx));
  });

  router.post(
    '/invitations',
    ...signedIn,
    endpoint({ body: sendInvitationBody }, async ({ body }, ctx) => {
      ctx.status = 201;
      ctx.body = await sendInvitation(deps, actorOf(ctx), body);
    }),
  );

  router.post(
    '/invitations/:id/resend',
    ...signedIn,
    endpoint({ params: invitationParams }, async ({ params }, ctx) => {
      ctx.body = await resendInvitation(deps, actorOf(ctx), params);
    }),
  );

  router.get(
    '/invitations/verify/:token',
    endpoint({ params: invitationTokenParams }, async ({ params }, ctx) => {
      ctx.body = await verifyInvitation(deps, params);
    }),
  );

  router.post(
    '/invitations/accept/:token',
    ...signedIn,
    endpoint({ params: invitationTokenParams }, async ({ params }, ctx) => {
      ctx.body = await acceptInvitation(deps, actorOf(ctx), params);
    }),
  );
}
