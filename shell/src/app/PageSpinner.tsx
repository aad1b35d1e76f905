import { Spinner } from '@hearth/host';
import { adoptFirstView, firstViewFor } from '../first-view-handoff';

/**
 * What the content area shows while a page's code loads: on the first page of a visit with a
 * first view (first-view-handoff.ts), that view, drawn before the app ran; otherwise a spinner.
 */
export function PageSpinner() {
  // The view is hidden from assistive technology (first-view.ts): to it, the page is loading.
  if (firstViewFor(window.location.pathname)) return <div ref={adoptFirstView} role="status" aria-label="Loading" />;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <Spinner label="Loading" />
    </div>
  );
}
