// The baselines of `npm run bench`: a bare Koa 3 app answering GET /api/hello with {"hello":"world"},
// and GET /api/hello/same-bytes/<name> with bytes it was handed (PUT, by the bench: the answer of
// a Hearth route) from memory, so a route's ratio to it separates Hearth's own work from moving
// its bytes. It runs as its own process (started by bench/run.mjs, on PORT, loopback only) so the
// baselines pay the same process and CPU costs as svc-auth does, rather than sharing the bench's event loop.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';

// The workspace's own Koa (the one the services use), not a copy of the bench's choosing.
const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const Koa = require('koa');

/** Answers kept by name: their bytes and content type. */
const kept = new Map();
const sameBytes = /^\/api\/hello\/same-bytes\/([\w-]+)$/;

async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/api/hello') {
    ctx.body = { hello: 'world' };
    return;
  }
  const name = sameBytes.exec(ctx.path)?.[1];
  if (!name) return;
  if (ctx.method === 'PUT') {
    kept.set(name, { body: await bodyOf(ctx.req), type: ctx.get('content-type') });
    ctx.status = 204;
  } else if (ctx.method === 'GET' && kept.has(name)) {
    const { body, type } = kept.get(name);
    ctx.type = type;
    ctx.body = body;
  }
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
// As in service-kit's listen(): longer than nginx's upstream keepalive, so nginx closes idle connections first.
server.keepAliveTimeout = 65_000;

process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
