import { Agent, request } from 'node:http';
import Koa from 'koa';
import { listen, type RunningServer } from './http/server';
import { silentLogger } from './testing/environment';
import type { EventBus } from './messaging/event-bus';
import { drainableHandler, stopService, type DrainableHandler } from './run-service';
import type { Service } from './service';

/** A replica told to stop: not ready at once, still serving for the drain, then closed in order. */
const logger = silentLogger();

/** A GET as a gateway with kept-alive connections sends it: the answer says whether the connection stays. */
function get(port: number, pathname: string): Promise<{ status: number; connection?: string; body: string }> {
  const agent = new Agent({ keepAlive: true });
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  }).finally(() => agent.destroy());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close(100);
  server = undefined;
});

async function replica(steps: string[]): Promise<{ http: DrainableHandler; service: Service; bus: EventBus }> {
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.path === '/readyz') ctx.body = { status: 'ready' };
    else if (ctx.path === '/slow') {
      await sleep(400);
      ctx.body = 'slow answer';
    } else ctx.body = 'answer';
  });
  const http = drainableHandler(app.callback());
  server = await listen(http.handler, 0, '127.0.0.1');
  const service = {
    name: 'test',
    app,
    drain: () => steps.push('streams ended'),
    start: async () => undefined,
    stop: async () => void steps.push('service stopped'),
  } satisfies Service;
  const bus = { close: async () => void steps.push('bus closed') } as unknown as EventBus;
  return { http, service, bus };
}

describe('a replica told to stop', () => {
  it('answers /readyz 503 at once and keeps serving everything else for the drain, each answer closing its connection', async () => {
    const steps: string[] = [];
    const { http, service, bus } = await replica(steps);
    const { port } = server!;
    expect(await get(port, '/readyz')).toMatchObject({ status: 200 });

    const stopped = stopService({ service, bus, server: server!, http, drainMs: 600, logger });
    expect(http.draining).toBe(true);
    expect(await get(port, '/readyz')).toMatchObject({ status: 503, connection: 'close', body: JSON.stringify({ status: 'draining' }) });
    expect(await get(port, '/readyz?probe=1')).toMatchObject({ status: 503 });
    expect(await get(port, '/recipes')).toMatchObject({ status: 200, connection: 'close', body: 'answer' });
    await sleep(300);
    expect(await get(port, '/recipes')).toMatchObject({ status: 200, body: 'answer' });
    expect(steps).toEqual([]);

    await stopped;
    expect(steps).toEqual(['streams ended', 'bus closed', 'service stopped']);
    await expect(get(port, '/recipes')).rejects.toThrow(/ECONNREFUSED/);
    server = undefined;
  });

  it('lets a request that came during the drain finish after the port closes', async () => {
    const steps: string[] = [];
    const { http, service, bus } = await replica(steps);
    const { port } = server!;
    const stopped = stopService({ service, bus, server: server!, http, drainMs: 200, logger });
    await sleep(100);
    // Answered 400 ms later: after the drain, while the server is closing.
    const slow = get(port, '/slow');
    await sleep(200);
    await expect(get(port, '/recipes')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toMatchObject({ status: 200, body: 'slow answer' });
    await stopped;
    expect(steps).toEqual(['streams ended', 'bus closed', 'service stopped']);
    server = undefined;
  });

  it('serves as before, keeping connections, until it is told to stop', async () => {
    const { http } = await replica([]);
    expect(http.draining).toBe(false);
    expect(await get(server!.port, '/readyz')).toMatchObject({ status: 200, connection: 'keep-alive' });
  });
});
