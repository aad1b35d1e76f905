import { useCallback } from 'react';
import { errorMessage, useNotify } from '@hearth/host';

/**
 * Runs a call and tells the user how it went: `success`, or the server's message falling back to
 * `failure` (docs/product/README.md "Errors"). Resolves to whether it worked.
 */
export function useAttempt() {
  const notify = useNotify();
  return useCallback(
    async (work: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await work();
        notify.success(success);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, failure));
        return false;
      }
    },
    [notify],
  );
}
