import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog only from the first time it opens, so a page loads the dialog's code (and the
 * form, select and modal it shows) when someone asks for it, not with the page. Pair it with
 * React's `lazy`; once rendered the dialog stays mounted, so it can animate closed and keep what
 * it holds. Nothing is shown while the code arrives.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
