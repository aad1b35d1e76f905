import { fromDay } from './week';

const format = (options: Intl.DateTimeFormatOptions) => (day: string) => new Intl.DateTimeFormat(navigator.language, options).format(fromDay(day));

/** 'Mon 3 Nov' (in the locale's order): a column or a card of the week. */
export const shortDay = format({ weekday: 'short', day: 'numeric', month: 'short' });

/** 'Monday, 3 November': the meal dialog's title. */
export const longDay = format({ weekday: 'long', day: 'numeric', month: 'long' });

/** '3 Nov 2026 – 9 Nov 2026', shortened by the locale where it can. */
export function weekRange(startDate: string, endDate: string): string {
  return new Intl.DateTimeFormat(navigator.language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(fromDay(startDate), fromDay(endDate));
}
