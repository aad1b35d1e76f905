import fc from 'fast-check';
import { z } from 'zod';
import { bodyFields, fieldValue, queryFields } from './fuzz-fields';

const day = z.string().trim().min(1).pipe(z.iso.date());
const body = z.object({
  startDate: day,
  meals: z.array(z.object({ at: z.iso.datetime(), type: z.enum(['lunch', 'dinner']), id: z.string().max(36) })),
  name: z.string().max(20),
});
const example = { startDate: '2026-11-30', meals: [{ at: '2026-11-30T12:00:00Z', type: 'lunch', id: '6f1c8a52-3f6e-4b1e-9d7a-2b1f0c9e8d7a' }], name: 'Week' };

describe('the fields the fuzzer aims at', () => {
  it('are the leaves of the example, with the formats, enums and lengths their schema or shape states', () => {
    expect(bodyFields(body, example)).toEqual([
      { path: 'startDate', formats: ['date'], enum: [] },
      { path: 'meals.0.at', formats: ['date-time'], enum: [] },
      { path: 'meals.0.type', formats: [], enum: ['lunch', 'dinner'] },
      { path: 'meals.0.id', formats: ['uuid'], enum: [], maxLength: 36 },
      { path: 'name', formats: [], enum: [], maxLength: 20 },
    ]);
    expect(queryFields(z.object({ from: z.iso.date().optional(), kind: z.enum(['a', 'b']) }))).toEqual([
      { path: 'from', formats: ['date'], enum: [] },
      { path: 'kind', formats: [], enum: ['a', 'b'] },
    ]);
  });

  it('get other formats, impossible values of their own, boundary lengths and every JSON type', () => {
    const sent = new Set(fc.sample(fieldValue({ path: 'startDate', formats: ['date'], enum: [], maxLength: 10 }), { numRuns: 3000, seed: 1 }).map((v) => JSON.stringify(v)));
    for (const value of ['2026-11-30T00:00:00.000Z', '2026-02-30', '0000-01-01', 'x'.repeat(11), '12:30', 12, true, null, [], {}]) {
      expect(sent).toContain(JSON.stringify(value));
    }
    expect(sent).not.toContain(JSON.stringify('2026-11-30'));
    const near = new Set(fc.sample(fieldValue({ path: 'type', formats: [], enum: ['lunch'] }), { numRuns: 3000, seed: 1 }));
    expect(near).toContain('LUNCH');
    expect(near).toContain(' lunch ');
  });
});
