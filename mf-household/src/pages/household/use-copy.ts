import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FOR_MS } from './household-timing';

/** Shown when the browser refuses the clipboard (a page served over plain http, a denied permission). */
export const COPY_FAILED = 'Could not copy to the clipboard';

/** Writes text to the clipboard; false when the browser has no clipboard or refuses it. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A copy button's state: `copied` is true for 2 s after a successful copy (docs/product/household.md "Constants"). */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const done = await copyToClipboard(text);
    if (done) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    }
    return done;
  }, []);

  return { copied, copy };
}
