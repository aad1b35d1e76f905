import type { FirstView } from '@hearth/frontend-build/remote-pages';
import { FIRST_VIEW_ID, type FirstViewState } from './first-view-handoff';

/** `value`'s field at `path` ("a.b" for a nested one). */
function field(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, name) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined), value);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** One entry's card: its picture (a path on this site, or a grey box), and its title as the link that covers the card. */
function card(view: FirstView, item: unknown): HTMLElement | undefined {
  const title = field(item, view.title);
  if (typeof title !== 'string') return undefined;
  const href = view.link.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(field(item, name) ?? '')));
  const picture = view.picture === undefined ? undefined : field(item, view.picture);
  const box = element('div', { class: 'hearth-first-picture' });
  // Only a picture this site serves: the first view runs before anything checks the answer.
  if (typeof picture === 'string' && /^\/(?!\/)/.test(picture)) {
    box.append(element('img', { src: picture, alt: '', loading: 'lazy', decoding: 'async', width: '400', height: '225' }));
  }
  // Out of the tab order, like the rest of the view (see drawFirstView).
  return element('li', {}, element('div', { class: 'hearth-first-card' }, box, element('h2', {}, element('a', { href, tabindex: '-1' }, title))));
}

/**
 * Draws the page's first view (its pages.json "firstView") into index.html's placeholder once
 * `answer`, the page's first read, arrives: the heading, a grey bar where the filters will be,
 * and a card per entry. Nothing is drawn for a failed or empty answer, or once the app has let the
 * placeholder go (first-view-handoff.ts); text goes in as text, never as markup.
 *
 * The view is a picture of the page for the eye, and stays hidden from assistive technology: it
 * lacks most of what the page's cards say and is swapped for them within seconds, so a screen
 * reader (or anything else that finds the page by its roles) meets the page itself, and meanwhile
 * the "Loading" status the page spinner gives it (PageSpinner). A tap on a card still opens it: by
 * a page load before the app runs, within the app once it does (PageSpinner).
 */
export function drawFirstView(view: FirstView, answer: Promise<Response>, pathname: string): void {
  const node = document.getElementById(FIRST_VIEW_ID);
  if (!node) return;
  const setState = (state: FirstViewState) => void (node.dataset.firstView = state);
  node.dataset.path = pathname;
  setState('awaited');
  answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
    .then((json) => {
      if (node.dataset.firstView !== 'awaited') return;
      const items = field(json, view.items);
      const cards = Array.isArray(items) ? items.map((item) => card(view, item)).filter((made) => made !== undefined) : [];
      if (cards.length === 0) return setState('gone');
      node.className = 'hearth-first-view';
      node.replaceChildren(
        element('h1', {}, view.heading),
        element('div', { class: 'hearth-first-filters', 'aria-hidden': 'true' }),
        element('ul', { class: 'hearth-first-list' }, ...cards),
      );
      setState('shown');
    })
    // The page draws itself once its code runs.
    .catch(() => setState('gone'));
}
