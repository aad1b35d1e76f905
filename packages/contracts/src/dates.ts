import { z } from 'zod';

/**
 * Dates as clients send them (docs/product/README.md "Dates"). A calendar day is accepted as
 * `YYYY-MM-DD` or as an RFC 3339 date-time, and a date-time is read as the day its date part
 * names, in the offset it was written with: `2026-11-30T00:00:00.000Z`,
 * `2026-11-30T23:30:00-05:00` and `2026-11-30` are all 2026-11-30, and the last instant of a week
 * (`2026-12-06T23:59:59.999Z`) is its last day. Days and instants run from year 1 to 9999, as
 * PostgreSQL stores them; answers always carry days as `YYYY-MM-DD`.
 */

export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';

const isoDay = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true, local: true });

/** A query string decodes the `+` of an offset to a space: `…T00:00:00 01:00` meant `+01:00`. */
const spacedOffset = /(T[\d:.]+) (\d{2}:\d{2})$/;

const withinRange = (day: string) => day >= FIRST_DAY && day <= LAST_DAY;

/** The calendar day a value names (see above), or undefined when it names none. Never throws. */
export function calendarDayOf(value: string): string | undefined {
  const text = value.trim().replace(spacedOffset, '$1+$2');
  const day = text.slice(0, 10);
  const named = text.length === 10 ? isoDay.safeParse(text).success : isoDateTime.safeParse(text).success;
  return named && withinRange(day) ? day : undefined;
}

/** An instant within the years PostgreSQL stores (RFC 3339, with an offset). */
export function isInstant(value: string): boolean {
  return isoDateTime.safeParse(value).success && /(Z|[+-]\d{2}:\d{2})$/i.test(value) && withinRange(value.slice(0, 10));
}

/**
 * The calendar day `days` after `day` (`YYYY-MM-DD`), or undefined past the range above. Never
 * throws, whatever it is given.
 */
export function addDays(day: string, days: number): string | undefined {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  at.setUTCDate(at.getUTCDate() + days);
  if (Number.isNaN(at.getTime())) return undefined;
  const moved = at.toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(moved) && withinRange(moved) ? moved : undefined;
}

/** A calendar day field (see above), handed to the service as `YYYY-MM-DD`. */
export const calendarDay = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      const day = calendarDayOf(value);
      if (day === undefined) ctx.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return day ?? z.NEVER;
    })
    .meta({
      description: 'A calendar day: `YYYY-MM-DD`, or an RFC 3339 date-time read as the day its date part names.',
      anyOf: [{ format: 'date' }, { format: 'date-time' }],
      examples: ['2026-11-30', '2026-11-30T00:00:00.000Z'],
    });

/** A date-time field: RFC 3339 with an offset (`Z` or `±hh:mm`), years 1 to 9999. */
export const instant = (invalid: string) =>
  z.string({ error: invalid }).refine(isInstant, { error: invalid }).meta({ format: 'date-time' });

/**
 * An object rule over some of its fields that runs only once those fields are valid, so it never
 * sees a value its field refused (and never throws on one).
 */
export function whenFieldsValid<K extends string>(fields: readonly K[]) {
  return {
    when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => fields.includes(issue.path?.[0] as K)),
  };
}
