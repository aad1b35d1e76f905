/**
 * `@hearth/contracts/planning`: limits, messages and the wire types. No zod at run time (the types
 * are erased), so front ends import this; the zod schemas are `@hearth/contracts/planning/schemas`.
 * The units are `recipeUnits` from `@hearth/contracts/recipes`.
 */
export * from './rules';
export type * from './schemas';
