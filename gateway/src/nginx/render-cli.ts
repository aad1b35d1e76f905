import { loadRouteTable } from '../route-table';
import { containerEnvironment } from './environments';
import { renderNginxConfig, writeNginxConfig } from './render';

const usage = 'usage: render-cli <output dir> [--resolver <dns address>] [--gateways <count>]';

/**
 * Writes the container image's configuration: `node dist/nginx/render-cli.js <dir>`, with
 * `--resolver 127.0.0.11` where service names must be looked up again (Swarm) and `--gateways N`
 * where N gateways share the traffic (environments.ts). The API documentation's files go next to
 * it with `node single-process/dist/openapi/render-cli.js <dir>`.
 */
async function main() {
  const [dir, ...flags] = process.argv.slice(2);
  if (!dir) throw new Error(usage);
  const options: { resolver?: string; gatewayInstances?: number } = {};
  for (let i = 0; i < flags.length; i += 2) {
    const [flag, value] = [flags[i], flags[i + 1]];
    if (flag === '--resolver' && value) options.resolver = value;
    else if (flag === '--gateways' && Number.isInteger(Number(value)) && Number(value) >= 1) options.gatewayInstances = Number(value);
    else throw new Error(usage);
  }
  await writeNginxConfig(dir, await renderNginxConfig(loadRouteTable(), containerEnvironment(options)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
