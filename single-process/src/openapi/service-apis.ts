import type { ApiDescription } from '@hearth/service-kit';
import { existingServices, type RouteTable } from '@hearth/gateway';

/**
 * Each existing service's API description, from its package's `api` export: what the openapi.json
 * next to nginx's configuration (renderApiDocs) and the embedded gateway are built from.
 */
export async function loadServiceApis(table: RouteTable): Promise<ApiDescription[]> {
  return Promise.all(
    existingServices(table).map(async ({ name }) => {
      const exported = (await import(`@hearth/svc-${name}`)) as { api?: ApiDescription };
      if (!exported.api) throw new Error(`@hearth/svc-${name} does not export its api (its contract's operations.ts)`);
      return exported.api;
    }),
  );
}
