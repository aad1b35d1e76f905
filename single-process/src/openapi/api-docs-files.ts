import { readFile } from 'node:fs/promises';
import { apiDocsRoutes, type RouteTable } from '@hearth/gateway';
import { apiDocsPage, apiDocsScriptFile } from './api-docs-page';
import { buildOpenApiDocument } from './openapi-document';
import { loadServiceApis } from './service-apis';

/**
 * The API documentation as the nginx stack serves it: the files its configuration's API-docs
 * locations (apiDocsRoutes, @hearth/gateway) alias, by file name, to be written next to
 * renderNginxConfig's files. The document is merged from every existing service's description.
 */
export async function renderApiDocs(table: RouteTable): Promise<Record<string, string>> {
  const contents: Record<(typeof apiDocsRoutes)[number]['file'], string> = {
    'openapi.json': JSON.stringify(buildOpenApiDocument(await loadServiceApis(table), table)),
    'api-docs.html': apiDocsPage,
    'api-docs-scalar.js': await readFile(apiDocsScriptFile(), 'utf8'),
  };
  return Object.fromEntries(apiDocsRoutes.map(({ file }) => [file, contents[file]]));
}
