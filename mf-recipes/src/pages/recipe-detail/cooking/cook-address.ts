import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Cook mode in the page's address (`?cook=1&step=3`, next to `?servings=`): a reload, or the
 * phone waking the tab again, comes back to the step being cooked.
 */
export function useCookAddress(stepCount: number) {
  const [params, setParams] = useSearchParams();
  const open = params.get('cook') === '1';
  const written = Number(params.get('step'));
  const step = Number.isInteger(written) && written >= 1 && written <= stepCount ? written - 1 : 0;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    open,
    step,
    openCook: useCallback(() => update((next) => next.set('cook', '1')), [update]),
    close: useCallback(
      () =>
        update((next) => {
          next.delete('cook');
          next.delete('step');
        }),
      [update],
    ),
    goTo: useCallback((index: number) => update((next) => next.set('step', String(index + 1))), [update]),
  };
}
