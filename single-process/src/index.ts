export { startEmbedded, type EmbeddedOptions, type EmbeddedServiceEnv, type RunningEmbedded } from './embedded-app';
export { renderApiDocs } from './openapi/api-docs-files';
export { buildOpenApiDocument } from './openapi/openapi-document';
export { loadServiceApis } from './openapi/service-apis';
