import { useCallback, useEffect, useState } from 'react';
import { startAlarm } from './alarm';
import { readTimers, secondsLeft, writeTimers, type CookTimer } from './cook-timers';

export interface ShownTimer extends CookTimer {
  left: number;
  ringing: boolean;
}

/**
 * The recipe's running timers, several at once, kept on the device (a reload finds them running);
 * counted down each second; a timer at zero rings (the alarm sounds) until it is dismissed.
 */
export function useCookTimers(recipeId: string) {
  const [timers, setTimers] = useState<CookTimer[]>(() => readTimers(recipeId));
  const [now, setNow] = useState(() => Date.now());

  const change = useCallback(
    (next: (current: CookTimer[]) => CookTimer[]) =>
      setTimers((current) => {
        const changed = next(current);
        writeTimers(recipeId, changed);
        return changed;
      }),
    [recipeId],
  );

  const running = timers.length > 0;
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);

  const shown: ShownTimer[] = timers.map((timer) => ({ ...timer, left: secondsLeft(timer, now), ringing: secondsLeft(timer, now) === 0 }));
  const ringing = shown.some((timer) => timer.ringing);
  useEffect(() => (ringing ? startAlarm() : undefined), [ringing]);

  return {
    timers: shown,
    start: (label: string, seconds: number, step: number) =>
      change((current) => [...current, { id: `${Date.now()}-${current.length}`, label, seconds, step, endsAt: Date.now() + seconds * 1000 }]),
    stop: (id: string) => change((current) => current.filter((timer) => timer.id !== id)),
  };
}
