import { useMemo } from 'react';
import { useNotify } from '@hearth/host';
import { TOAST_SECONDS } from './household-timing';

/** The host's toasts, held for the household snackbar's 6 s so no call on this page can forget it. */
export function useHouseholdToasts() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (text: string) => notify.success(text, TOAST_SECONDS),
      error: (text: string) => notify.error(text, TOAST_SECONDS),
    }),
    [notify],
  );
}
