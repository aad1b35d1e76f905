import { loadRouteTable, writeNginxConfig } from '@hearth/gateway';
import { renderApiDocs } from './api-docs-files';

/**
 * Writes the API documentation's files next to the container image's nginx configuration
 * (`node gateway/dist/nginx/render-cli.js <dir>` writes that): `node dist/openapi/render-cli.js <dir>`.
 */
async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: render-cli <output dir>');
  await writeNginxConfig(dir, await renderApiDocs(loadRouteTable()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
