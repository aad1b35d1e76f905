/**
 * `@hearth/contracts/auth`: limits, messages and the wire types. No zod at run time (the types
 * are erased), so front ends import this; the zod schemas are `@hearth/contracts/auth/schemas`.
 */
export * from './rules';
export type * from './schemas';
