import { useEffect, useRef, useState } from 'react';
import { errorMessage, useHostDispatch } from '@hearth/host';
import { getImport, restorePlanning, startImport, type ImportJob, type PlanningRestore } from '../../../api/backup-calls';

/** How often the recipes import is asked how it goes. */
export const IMPORT_POLL_MS = 700;

/** Where a restore is: its two steps, one after the other, then what came of them. */
export type RestoreState =
  | { step: 'idle' }
  | { step: 'recipes'; job: ImportJob | null }
  | { step: 'planning'; job: ImportJob }
  | { step: 'done'; job: ImportJob; planning: PlanningRestore }
  /** `job` is the recipes import when it finished (the plans failed after it), else null. */
  | { step: 'failed'; job: ImportJob | null; message: string };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * A household export restored into this household (packages/contracts/src/archive.ts): first the
 * recipes (an import job, followed until it ends), then, with the same file, the meal plans and
 * shopping lists, whose meals find their recipes among those just restored. Leaving the page
 * stops following; what the server has started goes on.
 */
export function useBackupRestore() {
  const dispatch = useHostDispatch();
  const [state, setState] = useState<RestoreState>({ step: 'idle' });
  const leaving = useRef<AbortController>(null);

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const followImport = async (started: ImportJob, signal: AbortSignal) => {
    let job = started;
    while (job.status === 'running') {
      await pause(IMPORT_POLL_MS, signal);
      job = await dispatch(getImport(job._id, signal));
      setState({ step: 'recipes', job });
    }
    return job;
  };

  const restore = async (file: File) => {
    const signal = leaving.current?.signal ?? new AbortController().signal;
    setState({ step: 'recipes', job: null });
    let job: ImportJob;
    try {
      const started = await dispatch(startImport(file, signal));
      setState({ step: 'recipes', job: started });
      job = await followImport(started, signal);
    } catch (error) {
      if (!signal.aborted) setState({ step: 'failed', job: null, message: errorMessage(error, 'Failed to restore the recipes') });
      return;
    }
    if (job.status !== 'done') {
      setState({ step: 'failed', job: null, message: job.status === 'cancelled' ? 'The restore of the recipes was stopped' : 'Failed to restore the recipes' });
      return;
    }

    setState({ step: 'planning', job });
    try {
      setState({ step: 'done', job, planning: await dispatch(restorePlanning(file, signal)) });
    } catch (error) {
      if (!signal.aborted) setState({ step: 'failed', job, message: errorMessage(error, 'Failed to restore the meal plans and shopping lists') });
    }
  };

  const running = state.step === 'recipes' || state.step === 'planning';
  return { state, running, restore };
}
