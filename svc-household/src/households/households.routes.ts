import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoint } from '@hearth/service-kit';
import { actorOf } from '../access/actor';
import type { HouseholdDeps } from '../household-deps';
import { getHousehold, joinByCode, previewHousehold, regenerateInviteCode, removeMember, renameHousehold } from './household-use-cases';
import { codeParams, joinBody, memberParams, renameBody } from './households.schema';

/** SPEC section 7: the caller's household. Every route is for signed-in users (`signedIn`). */
export function householdRoutes(router: Router, deps: HouseholdDeps, signedIn: Middleware[]): void {
  const { database } = deps;

  router.get('/households', ...signedIn, async (ctx) => {
    ctx.body = await getHousehold(database, actorOf(ctx));
  });

  router.put(
    '/households',
    ...signedIn,
    endpoint({ body: renameBody }, async ({ body }, ctx) => {
      ctx.body = await renameHousehold(database, actorOf(ctx), body.name);
    }),
  );

  router.post('/households/invite', ...signedIn, async (ctx) => {
    ctx.body = await regenerateInviteCode(database, actorOf(ctx));
  });

  router.get(
    '/households/preview/:code',
    ...signedIn,
    endpoint({ params: codeParams }, async ({ params }, ctx) => {
      ctx.body = await previewHousehold(database, params.code);
    }),
  );

  router.post(
    '/households/join',
    ...signedIn,
    endpoint({ body: joinBody }, async ({ body }, ctx) => {
      ctx.body = await joinByCode(database, actorOf(ctx), body.inviteCode);
    }),
  );

  router.delete(
    '/households/members/:id',
    ...signedIn,
    endpoint({ params: memberParams }, async ({ params }, ctx) => {
      ctx.body = await removeMember(database, actorOf(ctx), params.id);
    }),
  );
}
