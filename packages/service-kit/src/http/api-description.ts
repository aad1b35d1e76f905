import type { z } from 'zod';

/**
 * How a service describes its routes for the public OpenAPI document. Each service
 * lists every route its router mounts, with the contract's zod schemas the route validates and
 * answers with; `openApiPart` turns the list into OpenAPI, and the gateway merges the parts. A
 * test compares each list with the service's router, so neither can gain a route alone.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone; anyone, with more for a signed-in caller (`optional`); a session or
 * an API token (`signed-in`); a signed-in person only, never an API token (`session`).
 */
export type ApiAccess = 'public' | 'optional' | 'signed-in' | 'session';

/** A response: its description, and the schema of its JSON body (none for 204 or a file). */
export interface ApiResponse {
  description: string;
  schema?: z.ZodType;
  /** A non-JSON body, e.g. `image/webp`. */
  contentType?: string;
}

export interface ApiOperation {
  method: ApiMethod;
  /** As mounted: `/api/recipes/:id`. */
  path: string;
  summary: string;
  description?: string;
  access: ApiAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A `multipart/form-data` body: the field name of the one file it carries. */
  fileField?: string;
  /** Success answers by status. */
  responses: Record<number, ApiResponse>;
  /** Refusals particular to this route, by status, with when they happen. */
  errors?: Record<number, string>;
  /**
   * Announced for removal on this day (`YYYY-MM-DD`): marked `deprecated` in the document, and
   * answered with a `Deprecation` header carrying that date.
   */
  deprecatedSince?: string;
}

export interface ApiDescription {
  /** The tag every operation of this service is grouped under in /api/docs. */
  tag: string;
  description: string;
  operations: ApiOperation[];
}
