import type { z } from 'zod';

/**
 * How a domain declares its HTTP operations, once: a table per domain (`<domain>/operations.ts`)
 * that the service mounts a handler per entry from, the public OpenAPI document and the fuzz
 * tests are built from, and the front ends take their endpoint types from (a type-only import, so
 * no zod reaches a bundle).
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone; anyone, with more for a signed-in caller (`optional`); a session or
 * an API token (`signed-in`); a signed-in person only, never an API token (`session`).
 */
export type ApiAccess = 'public' | 'optional' | 'signed-in' | 'session';

/** A response: its description, and the schema of its JSON body (none for 204, a file or a stream). */
export interface ApiResponse {
  description: string;
  schema?: z.ZodType;
  /** A non-JSON body, e.g. `image/webp`. */
  contentType?: string;
  /** Headers the answer carries besides the usual ones, by name, with what they say (all integers here). */
  headers?: Record<string, string>;
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
  /** Success answers by status; the first is the one a handler's returned body is sent with. */
  responses: Record<number, ApiResponse>;
  /** Refusals particular to this route, by status, with when they happen. */
  errors?: Record<number, string>;
  /**
   * Announced for removal on this day (`YYYY-MM-DD`): marked `deprecated` in the document, and
   * answered with a `Deprecation` header carrying that date.
   */
  deprecatedSince?: string;
  /** A body `body` accepts: the fuzz tests damage it field by field. Not published. */
  example?: Record<string, unknown>;
  /** Dotted paths in `example` (`meals.0.recipeId`) that name another thing: a foreign id there is bad input. */
  references?: string[];
}

/** A domain's operations by name: the name is the handler's and the front end's endpoint's. */
export type ApiOperations = Record<string, ApiOperation>;

/** A domain's share of the public API: its tag in /api/docs and its operations. */
export interface ApiDescription<T extends ApiOperations = ApiOperations> {
  tag: string;
  description: string;
  operations: T;
}

/** Keeps each entry's literal types (its schemas, its statuses) for the types below. */
export const defineApi = <T extends ApiOperations>(api: ApiDescription<T>): ApiDescription<T> => api;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus<O extends ApiOperation> = Extract<keyof O['responses'], 200 | 201 | 202 | 204>;

/** What a handler receives, validated: path params, query and body as the schemas output them. */
export interface ValidInput<O extends ApiOperation> {
  params: Output<O['params']>;
  query: Output<O['query']>;
  body: Output<O['body']>;
}

/** The JSON body of the operation's success answer (`undefined` for none, a file or a stream). */
export type AnswerOf<O extends ApiOperation> = Output<O['responses'][SuccessStatus<O>]['schema']>;
/** What a client sends as the body. */
export type BodyOf<O extends ApiOperation> = Input<O['body']>;
/** What a client sends as the query. */
export type QueryOf<O extends ApiOperation> = Input<O['query']>;
/** What a client fills the path's `:params` with. */
export type ParamsOf<O extends ApiOperation> = Input<O['params']>;

/** The 409 of a creating operation, as the document states it. */
export const noHouseholdRefusal = 'The caller has no household (see "Without a household").';
