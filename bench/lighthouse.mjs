// Lighthouse (the npm package, its default mobile profile: a mid-range phone on slow 4G, simulated
// throttling) on the pages a household uses most: performance score, LCP, TBT, CLS and the
// accessibility score of each. Drives Debian's Chromium through chrome-launcher; never downloads
// a browser. The home page is audited as a first visit (no storage, the cookie banner showing);
// the others as a returning member's: signed in, with the token and the cookie consent stored in
// the audited profile the way the app keeps them (localStorage), kept across the audit by
// `disableStorageReset`, and the service worker installed.
// Simulated throttling scales what this machine's CPU did, and a shared machine's speed moves from
// minute to minute: each page is audited several times (BENCH_LIGHTHOUSE_RUNS, 3) and its median
// run reported (Lighthouse's own pick), with the range of its scores and Lighthouse's CPU
// benchmark of this machine (benchmarkIndex: higher is faster) for each run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync', '--disable-component-update'];

/** The pages audited, as `{ path, signedIn }`. */
export function lighthousePages({ recipeId, listId }) {
  return [
    { path: '/', signedIn: false },
    { path: '/recipes', signedIn: true },
    { path: `/recipes/${recipeId}`, signedIn: true },
    { path: '/meal-planner', signedIn: true },
    { path: `/shopping-lists/${listId}`, signedIn: true },
  ];
}

/** Stores the session in the audited browser's localStorage for `baseUrl` (puppeteer over the DevTools port). */
async function storeSession(port, baseUrl, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // The 404 page: it loads the app's origin without any page's code.
    await page.goto(`${baseUrl}/lighthouse-setup`, { waitUntil: 'load' });
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('cookieConsent', 'accepted');
    }, token);
    // A returning member's phone has the service worker installed and its precache done: without
    // this wait the worker's first-visit downloads share the CPU with the audited load. A Hearth
    // on plain http other than localhost has no worker (navigator.serviceWorker is undefined there).
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Chrome per audit: a fresh profile, so nothing is cached between pages. */
async function audit(url, { chromePath, session }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (session) await storeSession(chrome.port, session.baseUrl, session.token);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(session) };
    const { lhr } = await lighthouse(url, flags);
    // A signed-in page that sent the audit to the sign-in page measured the wrong page.
    if (session && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} was audited at ${lhr.finalDisplayedUrl}: the stored session did not reach the audited page`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** A row's figures from one audit's result. */
function figures(lhr) {
  const audits = lhr.audits;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    // Main-thread script parsing and compiling, as the audit counts it (scaled by its CPU
    // throttling). Most of it is V8 finishing the service worker's code cache on the main thread,
    // which it does only while DevTools' debugger is attached, as Lighthouse's is: see
    // docs/performance.md, "What is left against the issue's targets".
    compileMs: Math.round(audits['mainthread-work-breakdown'].details?.items?.find((item) => item.group === 'scriptParseCompile')?.duration ?? 0),
    // What Lighthouse says is wrong: the failed accessibility audits.
    accessibilityFailures: Object.values(audits)
      .filter((entry) => entry.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id))
      .map((entry) => entry.id),
    runtimeError: lhr.runtimeError?.message,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Audits each page of `lighthousePages` `runs` times against a running Hearth at `baseUrl`;
 * `token` signs the member in (a household with the recipe `recipeId` and the list `listId`).
 * Pages take turns, so a slow minute of the machine does not fall on one page's runs only.
 * Resolves to one row per page, its median run's figures: `{ path, performance, accessibility,
 * lcpMs, tbtMs, compileMs, cls, fcpMs, accessibilityFailures, benchmarkIndex, runs }` (scores 0-100), where
 * `runs` holds every run's `{ performance, accessibility, tbtMs, benchmarkIndex }`.
 */
export async function measureLighthouse({ baseUrl, token, recipeId, listId, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3), chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const origin = baseUrl.replace(/\/$/, '');
  const pages = lighthousePages({ recipeId, listId });
  const results = pages.map(() => []);
  for (let run = 0; run < Math.max(1, runs); run++) {
    for (const [index, page] of pages.entries()) {
      const session = page.signedIn ? { baseUrl: origin, token } : undefined;
      results[index].push(await audit(`${origin}${page.path}`, { chromePath, session }));
    }
  }
  return pages.map((page, index) => {
    const valid = filterToValidRuns(results[index]);
    return {
      path: page.path,
      signedIn: page.signedIn,
      // A run that failed (no FCP or TTI) is shown only if every run did, with its error.
      ...figures(valid.length ? computeMedianRun(valid) : results[index][0]),
      runs: results[index].map((lhr) => {
        const { performance, accessibility, tbtMs, benchmarkIndex } = figures(lhr);
        return { performance, accessibility, tbtMs, benchmarkIndex };
      }),
    };
  });
}

/**
 * Lighthouse warns that a host at or below this benchmarkIndex is slower than its CPU throttling
 * assumes (lighthouse/core/gather/driver/environment.js): its 4x slowdown then overstates the
 * phone's main-thread work. The throttling calculator its docs point to pairs 4x with a host of
 * about 1530 and a faster host with a larger multiplier: on a faster host, 4x understates it.
 */
const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * The rows as a table, with the aim (performance 95, accessibility 100) marked on the median run,
 * each page's range of performance scores over its runs and the machine's CPU benchmark then.
 */
export function formatLighthouse(rows) {
  const range = (values) => (Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}-${Math.max(...values)}`);
  const lines = rows.map((row) => {
    const mark = row.performance >= 95 && row.accessibility === 100 ? ' ' : '!';
    const slowRuns = row.runs.filter((run) => run.benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX).length;
    const notes = [
      row.runtimeError,
      row.accessibilityFailures?.length ? `a11y: ${row.accessibilityFailures.join(', ')}` : '',
      slowRuns ? `${slowRuns} of ${row.runs.length} run${row.runs.length === 1 ? '' : 's'} on a host Lighthouse calls slow (cpu <= ${SLOW_HOST_BENCHMARK_INDEX})` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `${mark} ${String(row.performance).padStart(4)} ${range(row.runs.map((run) => run.performance)).padStart(6)} ${String(row.accessibility).padStart(5)} ${`${row.fcpMs} ms`.padStart(9)} ${`${row.lcpMs} ms`.padStart(9)} ${`${row.tbtMs} ms`.padStart(8)} ${`${row.compileMs} ms`.padStart(9)} ${String(row.cls).padStart(6)} ${range(row.runs.map((run) => run.benchmarkIndex)).padStart(10)}  ${row.path}${row.signedIn ? ' (signed in)' : ''}${notes ? `  ${notes}` : ''}`;
  });
  const runs = rows[0]?.runs.length ?? 0;
  return [
    `Lighthouse, mobile profile, median of ${runs} run${runs === 1 ? '' : 's'} per page (aim: performance >= 95, accessibility 100; ! marks a page short of it; compile: main-thread script parsing and compiling in the audit; cpu: Lighthouse's benchmarkIndex of this machine in the runs, higher is faster)`,
    '  perf  range  a11y       FCP       LCP      TBT   compile    CLS        cpu  page',
    ...lines,
  ].join('\n');
}
