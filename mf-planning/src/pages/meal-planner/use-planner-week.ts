import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, firstDayOfWeek, isDay, toDay, weekDays, weekOf, weekStartOf } from './week';

/**
 * The week on show: `?week=YYYY-MM-DD` (so a reload or a shared link keeps it), else the week
 * holding today; either way it starts on the browser locale's first day of the week.
 */
export function usePlannerWeek() {
  const [params, setParams] = useSearchParams();
  const firstDay = firstDayOfWeek(navigator.language);
  const asked = params.get('week');
  const startDate = weekStartOf(isDay(asked) ? asked : toDay(new Date()), firstDay);

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
