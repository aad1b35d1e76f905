import { z } from 'zod';

/**
 * Checks an answer against its domain contract's response schema (`@hearth/contracts/<domain>/schemas`)
 * and returns it parsed. Response schemas are strict, so a presenter that drops, renames or leaks a
 * field fails here, with every mismatch listed.
 */
export function expectToMatchContract<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new Error(`The answer does not match its contract:\n${z.prettifyError(result.error)}\nAnswer: ${JSON.stringify(body, null, 2)}`);
}
