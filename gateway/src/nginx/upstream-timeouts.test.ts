import { loadRouteTable } from '../route-table';
import { containerEnvironment } from './environments';
import { renderNginxConfig } from './render';

const table = loadRouteTable();

describe("nginx's patience with a service", () => {
  it('answers for a service that never answers within seconds, and for one that is down at once', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    expect(files['nginx.conf']).toContain('include upstream-timeouts.conf;');
    expect(files['upstream-timeouts.conf']).toMatch(/^proxy_read_timeout 10s;$/m);
    expect(files['upstream-timeouts.conf']).toMatch(/^proxy_connect_timeout 3s;$/m);
    // Set once for every location, so a location may set its own.
    expect(files['proxy.conf']).not.toMatch(/timeout/);
  });

  it('keeps a stream open between its heartbeats, in one location of its own', async () => {
    const files = await renderNginxConfig(table, containerEnvironment());
    const streams = table.services.flatMap((service) => service.streams ?? []);
    expect(streams).toEqual(['/api/live']);
    for (const stream of streams) {
      expect(files['routes.conf']!.split(`location = ${stream} {`)).toHaveLength(2);
      expect(files['routes.conf']).toContain(`location = ${stream} {\n  proxy_read_timeout 60s;\n  include proxy.conf;`);
    }
  });
});
