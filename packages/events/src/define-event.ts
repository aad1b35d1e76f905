import { z } from 'zod';

/** One integration event: its routing name, payload version and payload schema. */
export interface EventDefinition<TType extends string, TSchema extends z.ZodType> {
  type: TType;
  version: number;
  payload: TSchema;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  version: number,
  payload: TSchema,
): EventDefinition<TType, TSchema> {
  return { type, version, payload };
}

export const id = z.string().uuid();
