import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, firstDayOfWeek, isDay, toDay, weekDays, weekOf, weekStartOf } from './week';

/**
 * The week on show: `?week=YYYY-MM-DD` (so a reload or a shared link keeps it), else the week
 * holding today; either way it starts on the browser locale's first day of the week.
 */
export function usePlannerWeek() {
  const [params, setParams] = useSearchParams();
  const startDate = plannerStartDate(params);

  return useMemo(() => {
    const go = (weeks: number) => setParams({ week: addDays(startDate, 7 * weeks) });
    return {
      week: weekOf(startDate),
      days: weekDays(startDate),
      previous: () => go(-1),
      next: () => go(1),
    };
  }, [startDate, setParams]);
}

/** The first day of the week on show for the page's query string (usePlannerWeek). */
export function plannerStartDate(params: URLSearchParams): string {
  const asked = params.get('week');
  return weekStartOf(isDay(asked) ? asked : toDay(new Date()), firstDayOfWeek(navigator.language));
}
