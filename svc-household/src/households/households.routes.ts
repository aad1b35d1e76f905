import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint } from '@hearth/service-kit';
import { actorOf } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { getHousehold, joinByCode, previewHousehold, regenerateInviteCode, removeMember, renameHousehold } from './household-use-cases';
import { householdPreviewParams, joinHouseholdBody, memberParams, renameHouseholdBody } from '@hearth/contracts/household/schemas';

/** docs/product/household.md "Calls": the caller's household. Every route is for signed-in users (`signedIn`). */
export function householdRoutes(router: Router, deps: HouseholdDeps, signedIn: Middleware[]): void {
  router.get('/households', ...signedIn, async (ctx) => {
    ctx.body = await getHousehold(deps, actorOf(ctx));
  });

  router.put(
    '/households',
    ...signedIn,
    endpoint({ body: renameHouseholdBody }, async ({ body }, ctx) => {
      ctx.body = await renameHousehold(deps, actorOf(ctx), body);
    }),
  );

  router.post('/households/invite', ...signedIn, async (ctx) => {
    ctx.body = await regenerateInviteCode(deps, actorOf(ctx));
  });

  router.get(
    '/households/preview/:code',
    ...signedIn,
    endpoint({ params: householdPreviewParams }, async ({ params }, ctx) => {
      ctx.body = await previewHousehold(deps, { userId: actorOf(ctx).id, clientIp: ctx.ip }, params);
    }),
  );

  router.post(
    '/households/join',
    ...signedIn,
    endpoint({ body: joinHouseholdBody }, async ({ body }, ctx) => {
      ctx.body = await joinByCode(deps, actorOf(ctx), body, ctx.ip);
    }),
  );

  router.delete(
    '/households/members/:id',
    ...signedIn,
    endpoint({ params: memberParams }, async ({ params }, ctx) => {
      ctx.body = await removeMember(deps, actorOf(ctx), params);
    }),
  );
}
