/**
 * index.html's placeholder under the top bar (#hearth-first-view). For a page whose pages.json has
 * a "firstView", the page's first script draws it from the page's first read as soon as that
 * answers (first-view.ts), long before the app's code has arrived. The app's first render empties
 * #root, so the shell holds the element beforehand (holdFirstView) and PageSpinner shows it in the
 * spinner's place while the page's code loads; once the page itself renders, it is let go.
 */
export const FIRST_VIEW_ID = 'hearth-first-view';

/**
 * The element's data-first-view: "awaited" (its first read is on its way), "shown" (drawn) or
 * "gone" (let go: nothing draws into it or shows it again). None for a page without a first view.
 */
export type FirstViewState = 'awaited' | 'shown' | 'gone';

let held: HTMLElement | null = null;

/** Before the app's first render: keeps hold of the first view, which that render takes out of the page. */
export function holdFirstView(): void {
  held = document.getElementById(FIRST_VIEW_ID);
}

/** The first view, if it was made for the page at `pathname` and is awaited or shown. */
export function firstViewFor(pathname: string): HTMLElement | null {
  const state = held?.dataset.firstView as FirstViewState | undefined;
  return held && (state === 'awaited' || state === 'shown') && held.dataset.path === pathname ? held : null;
}

/**
 * A ref callback: `container` shows the held first view. When no container has it at the end of a
 * commit (the spinner gave way to the page), it is let go for good.
 */
export function adoptFirstView(container: HTMLElement | null): (() => void) | undefined {
  const view = held;
  // React 19 calls a ref that returns its clean-up with an element only.
  if (!view || !container) return undefined;
  container.append(view);
  return () =>
    queueMicrotask(() => {
      if (view.isConnected) return;
      view.dataset.firstView = 'gone' satisfies FirstViewState;
      view.replaceChildren();
      if (held === view) held = null;
    });
}
