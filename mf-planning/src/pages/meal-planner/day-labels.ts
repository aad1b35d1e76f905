import { dateFormat } from '../../format/date-format';
import { fromDay } from './week';

const shortDayFormat = dateFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const longDayFormat = dateFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const rangeFormat = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** 'Mon 3 Nov' (in the locale's order): a column or a card of the week. */
export const shortDay = (day: string) => shortDayFormat().format(fromDay(day));

/** 'Monday, 3 November': the meal dialog's title. */
export const longDay = (day: string) => longDayFormat().format(fromDay(day));

/** '3 Nov 2026 – 9 Nov 2026', shortened by the locale where it can. */
export function weekRange(startDate: string, endDate: string): string {
  return rangeFormat().formatRange(fromDay(startDate), fromDay(endDate));
}
