import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@hearth/host';
import { adoptFirstView, firstViewFor } from '../first-view-handoff';

/**
 * What the content area shows while a page's code loads: on the first page of a visit with a
 * first view (first-view-handoff.ts), that view, drawn before the app ran; otherwise a spinner.
 */
export function PageSpinner() {
  if (firstViewFor(window.location.pathname)) return <HeldFirstView />;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <Spinner label="Loading" />
    </div>
  );
}

/**
 * The first view in the spinner's place. Its cards are plain links (drawn before the app ran): now
 * that the app runs, a plain tap on one moves within it rather than loading the whole app anew.
 */
function HeldFirstView() {
  const navigate = useNavigate();
  const hold = useCallback(
    (container: HTMLDivElement | null) => {
      const letGo = adoptFirstView(container);
      if (!container || !letGo) return letGo;
      const openInApp = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (!link) return;
        const url = new URL(link.getAttribute('href')!, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        navigate(`${url.pathname}${url.search}${url.hash}`);
      };
      container.addEventListener('click', openInApp);
      return () => {
        container.removeEventListener('click', openInApp);
        letGo();
      };
    },
    [navigate],
  );
  // The view is hidden from assistive technology (first-view.ts): to it, the page is loading.
  return <div ref={hold} role="status" aria-label="Loading" />;
}
