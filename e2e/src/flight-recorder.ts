import type { BrowserContext, Page } from 'playwright-core';

/**
 * What each open page of a test did lately: its navigations, the API calls it made and their
 * statuses, console errors and uncaught exceptions. When a test fails, the e2e environment
 * (e2e/jest-environment.js) prints this with each page's address and visible text, so a failure
 * seen once on a loaded CI machine says what the browser was showing and waiting for.
 */
const KEPT_EVENTS = 60;
const SHOWN_TEXT = 1500;
const SHOWN_BODY = 300;

interface Recording {
  started: number;
  events: string[];
}

const recordings = new Map<Page, Recording>();

const isCall = (url: string) => url.startsWith('http') && new URL(url).pathname.startsWith('/api/');

function record(page: Page): void {
  const recording: Recording = { started: Date.now(), events: [] };
  recordings.set(page, recording);
  const note = (line: string) => {
    recording.events.push(`${String(Date.now() - recording.started).padStart(6)} ms  ${line}`);
    if (recording.events.length > KEPT_EVENTS) recording.events.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('request', (request) => {
    if (!isCall(request.url())) return;
    // What was sent, but never a password: sign-in and account calls show no body.
    const sent = request.url().includes('/api/auth/') ? null : request.postData();
    note(`→ ${request.method()} ${request.url()}${sent ? ` ${sent.slice(0, SHOWN_BODY)}` : ''}`);
  });
  page.on('response', (response) => {
    if (isCall(response.url())) note(`← ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => note(`✗ ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    // newContext's init script also runs on the blank page before the first navigation, where storage is denied.
    if (page.url() !== 'about:blank') note(`uncaught: ${error.message}`);
  });
  page.on('close', () => recordings.delete(page));
}

/** Records every page opened in `context`. */
export function recordPages(context: BrowserContext): void {
  context.on('page', record);
}

/** The recordings of the pages still open, with where each is and what it shows. */
async function report(): Promise<string> {
  const parts = await Promise.all(
    [...recordings].map(async ([page, recording], index) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .then((shown) => shown.replace(/\s+\n/g, '\n').slice(0, SHOWN_TEXT))
        .catch((error: Error) => `(could not be read: ${error.message.split('\n')[0]})`);
      return [`── page ${index + 1}: ${page.url()}`, 'shows:', text, 'lately:', ...recording.events].join('\n');
    }),
  );
  return parts.join('\n\n');
}

// Read by the environment, which runs outside the test's modules but shares its global object.
(globalThis as { hearthFlightRecorder?: () => Promise<string> }).hearthFlightRecorder = report;
