import { PassThrough } from 'node:stream';
import type { PlanningOperations } from '@hearth/contracts/planning/operations';
import { AppError, currentAuth, handlersOf, householdToRead, noHouseholdMessage, notFound, signedInActor } from '@hearth/service-kit';
import type { LiveClient, LiveHub } from './live-hub';

/**
 * `GET /api/live`: the caller's household's planning changes as Server-Sent Events, for as long
 * as the caller stays a member (docs/product/planning.md "Live changes"). The handler writes the
 * stream to `ctx` itself.
 */
export const liveHandlers = (hub: LiveHub) =>
  handlersOf<PlanningOperations>()({
    followLive: (_, ctx) => {
      const actor = signedInActor(ctx);
      // A stream is of the caller's household itself: without one, there is none to follow.
      const householdId = householdToRead(actor.householdId, noHouseholdMessage);
      if (hub.wasJustRemoved(actor.id, householdId)) throw notFound(noHouseholdMessage);
      if (!hub.hasRoomFor(actor.id)) throw new AppError(429, 'Too many live connections: close Hearth on another device or tab', {}, { 'Retry-After': '30' });

      const stream = new PassThrough();
      const client: LiveClient = {
        userId: actor.id,
        householdId,
        sessionId: currentAuth(ctx).sessionId,
        write: (text) => !stream.destroyed && !stream.writableEnded && (stream.write(text), true),
        end: () => stream.end(),
      };
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.req.on('close', () => {
        hub.close(client);
        stream.end();
      });
      ctx.status = 200;
      ctx.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // nginx passes each event on at once instead of buffering the response.
        'X-Accel-Buffering': 'no',
      });
      ctx.body = stream;
      hub.open(client, ctx.get('Last-Event-ID') || undefined);
    },
  });
