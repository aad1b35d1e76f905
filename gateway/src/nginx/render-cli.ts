import { loadRouteTable } from '../route-table';
import { containerEnvironment } from './environments';
import { renderNginxConfig, writeNginxConfig } from './render';

/**
 * Writes the container image's configuration: `node dist/nginx/render-cli.js <dir>`. The API
 * documentation's files go next to it with `node single-process/dist/openapi/render-cli.js <dir>`.
 */
async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: render-cli <output dir>');
  await writeNginxConfig(dir, await renderNginxConfig(loadRouteTable(), containerEnvironment()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
