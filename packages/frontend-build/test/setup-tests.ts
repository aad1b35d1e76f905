// What jsdom lacks for antd and React 19, set up once for every front-end test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/** matchMedia that answers width queries against window.innerWidth (tests resize the window). */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => {
    const listeners = new Set<(event: { matches: boolean }) => void>();
    const list = {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
      addListener: (listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeListener: (listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    window.addEventListener('resize', () => listeners.forEach((listener) => listener({ matches: list.matches })));
    return list;
  },
});

// Node's MessageChannel keeps jest from exiting; React's scheduler only needs a macrotask.
class TimeoutMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((event: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    const deliver = (target: { onmessage: ((event: unknown) => void) | null }) => (data: unknown) =>
      setTimeout(() => target.onmessage?.({ data }), 0);
    this.port1 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
    this.port2 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
    this.port1.postMessage = deliver(this.port2);
    this.port2.postMessage = deliver(this.port1);
  }
}
Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: TimeoutMessageChannel });

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });

// antd measures scrollbars through getComputedStyle on pseudo-elements, which jsdom cannot do.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// antd's CSS-in-JS puts about a thousand rules in the document, and every getComputedStyle call
// jsdom then makes (Testing Library's role queries, user-event, antd's Form.Item) costs tens to
// hundreds of milliseconds. Tests assert text, roles, values and navigation, never styles: the
// styles are still built, just not inserted.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => ({
  ...jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS'),
  updateCSS: () => document.createElement('style'),
}));

// A lazy page plus an msw answer can take more than a second on a busy two-core machine, and
// more than four while the service suites beside it hash passwords and start databases (a CI
// run once waited 4 s for the meal planner's first answer). A passing wait ends at once anyway.
configure({ asyncUtilTimeout: 10_000 });
