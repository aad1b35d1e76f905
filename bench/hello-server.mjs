// The baseline of `npm run bench`: a bare Koa 3 app answering GET /api/hello with {"hello":"world"}.
// It runs as its own process (started by bench/run.mjs, on PORT, loopback only) so the baseline
// pays the same process and CPU costs as svc-auth does, rather than sharing the bench's event loop.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoDir } from '../scripts/build.mjs';

// The workspace's own Koa (the one the services use), not a copy of the bench's choosing.
const require = createRequire(path.join(repoDir, 'packages', 'service-kit', 'package.json'));
const Koa = require('koa');

const app = new Koa();
app.use((ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/api/hello') ctx.body = { hello: 'world' };
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
// As in service-kit's listen(): longer than nginx's upstream keepalive, so nginx closes idle connections first.
server.keepAliveTimeout = 65_000;

process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
