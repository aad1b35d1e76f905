/**
 * How a service describes its operations: the domain's contract declares each once
 * (`@hearth/contracts/<domain>/operations`); the service mounts a handler per entry
 * (`mountOperations`), `openApiPart` turns the table into OpenAPI, and the gateway merges the parts.
 */
export type { ApiAccess, ApiDescription, ApiMethod, ApiOperation, ApiOperations, ApiResponse } from '@hearth/contracts/operations';
