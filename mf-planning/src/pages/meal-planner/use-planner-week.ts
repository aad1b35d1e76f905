import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, firstDayOfWeek, isDay, toDay, weekDays, weekOf, weekStartOf } from './week';

/**
 * The week on show: `?week=YYYY-MM-DD` (so a reload or a shared link keeps it), else the week
 * holding today; either way it starts on the browser locale's first day of the week.
 */
export function usePlannerWeek() {
  const [params, setParams] = useSearchParams();
  const startDate = plannerStartDate(params);
  const today = useToday();

  return useMemo(() => {
    const go = (weeks: number) => setParams({ week: addDays(startDate, 7 * weeks) });
    return {
      week: weekOf(startDate),
      days: weekDays(startDate),
      today,
      previous: () => go(-1),
      next: () => go(1),
    };
  }, [startDate, today, setParams]);
}

/** The first day of the week on show for the page's query string (usePlannerWeek). */
export function plannerStartDate(params: URLSearchParams): string {
  const asked = params.get('week');
  return weekStartOf(isDay(asked) ? asked : toDay(new Date()), firstDayOfWeek(navigator.language));
}

/** Today in the user's own time zone (`YYYY-MM-DD`), turning over at midnight while the page stays open. */
function useToday(): string {
  const [today, setToday] = useState(() => toDay(new Date()));
  useEffect(() => {
    const now = new Date();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // A second past midnight: a timer that fires a little early still finds tomorrow.
    const timer = setTimeout(() => setToday(toDay(new Date())), tomorrow.getTime() - now.getTime() + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
