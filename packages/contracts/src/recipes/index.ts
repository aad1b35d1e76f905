/**
 * `@hearth/contracts/recipes`: limits, units, defaults, messages and the wire types. No zod at run
 * time (the types are erased), so front ends import this; the zod schemas are
 * `@hearth/contracts/recipes/schemas`.
 */
export * from './rules';
export type * from './schemas';
