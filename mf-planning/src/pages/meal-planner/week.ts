import { mealTypes, planningLimits, type MealType } from '@hearth/contracts/planning';

/**
 * The planner's calendar: days are `YYYY-MM-DD` in the user's own time zone, and the week starts on
 * the locale's first day of the week (docs/product/planning.md "Meal planner").
 */

/** ISO weekday numbers: 1 Monday … 7 Sunday, as Intl's week info gives them. */
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// CLDR's first days, for browsers without Intl week info: regions that start on Sunday or on
// Saturday; every other region starts on Monday.
const sundayRegions = new Set('AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '));
const saturdayRegions = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfoLocale extends Intl.Locale {
  getWeekInfo?: () => { firstDay: Weekday };
  weekInfo?: { firstDay: Weekday };
}

const firstDays = new Map<string, Weekday>();

/** The first day of the week for `language` (a BCP 47 tag such as `en-US`); Monday if unknown. */
export function firstDayOfWeek(language: string): Weekday {
  let firstDay = firstDays.get(language);
  if (!firstDay) {
    firstDay = localeFirstDay(language);
    firstDays.set(language, firstDay);
  }
  return firstDay;
}

function localeFirstDay(language: string): Weekday {
  try {
    const locale = new Intl.Locale(language) as WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info?.firstDay) return info.firstDay;
    const region = locale.maximize().region ?? '';
    if (sundayRegions.has(region)) return 7;
    if (saturdayRegions.has(region)) return 6;
  } catch {
    // An unknown or malformed tag: the fallback below.
  }
  return 1;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as `YYYY-MM-DD`. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of a `YYYY-MM-DD` day in local time: never shifted into the day before by a DST change. */
export function fromDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 12);
}

export function addDays(day: string, days: number): string {
  const date = fromDay(day);
  date.setDate(date.getDate() + days);
  return toDay(date);
}

export const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(fromDay(value)) === value;

/** The start of the week holding `day`, for a week starting on `firstDay`. */
export function weekStartOf(day: string, firstDay: Weekday): string {
  const weekday = fromDay(day).getDay() || 7;
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

/** The 7 days of the week from `startDate`. */
export const weekDays = (startDate: string) => Array.from({ length: planningLimits.mealPlanDays }, (_, index) => addDays(startDate, index));

export const weekOf = (startDate: string) => ({ startDate, endDate: addDays(startDate, planningLimits.mealPlanDays - 1) });

export const mealTypeLabel = (type: MealType) => type[0]!.toUpperCase() + type.slice(1);

export const mealTypeOptions = mealTypes.map((type) => ({ value: type, label: mealTypeLabel(type) }));
