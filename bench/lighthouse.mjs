// Lighthouse (the npm package, its default mobile profile: a mid-range phone on slow 4G, simulated
// throttling) on the pages a household uses most: performance score, LCP, TBT, CLS and the
// accessibility score of each. Drives Debian's Chromium through chrome-launcher; never downloads
// a browser. The home page is audited as a first visit (no storage, the cookie banner showing);
// the others signed in, with the token and the cookie consent stored in the audited profile the
// way the app keeps them (localStorage), kept across the audit by `disableStorageReset`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
    const audits = lhr.audits;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      // What Lighthouse says is wrong: failed accessibility audits and the heaviest opportunities.
      accessibilityFailures: Object.values(audits)
        .filter((entry) => entry.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id))
        .map((entry) => entry.id),
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Audits each page of `lighthousePages` one after the other against a running Hearth at
 * `baseUrl`; `token` signs the member in (a household with the recipe `recipeId` and the list
 * `listId`). Resolves to one row per page: `{ path, performance, accessibility, lcpMs, tbtMs,
 * cls, fcpMs, accessibilityFailures }` (scores 0-100).
 */
export async function measureLighthouse({ baseUrl, token, recipeId, listId, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const origin = baseUrl.replace(/\/$/, '');
  const rows = [];
  for (const page of lighthousePages({ recipeId, listId })) {
    const session = page.signedIn ? { baseUrl: origin, token } : undefined;
    rows.push({ path: page.path, signedIn: page.signedIn, ...(await audit(`${origin}${page.path}`, { chromePath, session })) });
  }
  return rows;
}

/** The rows as a table, with the aim (performance 95, accessibility 100) marked. */
export function formatLighthouse(rows) {
  const lines = rows.map((row) => {
    const mark = row.performance >= 95 && row.accessibility === 100 ? ' ' : '!';
    const notes = [row.runtimeError, row.accessibilityFailures?.length ? `a11y: ${row.accessibilityFailures.join(', ')}` : ''].filter(Boolean).join('; ');
    return `${mark} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(5)} ${`${row.fcpMs} ms`.padStart(9)} ${`${row.lcpMs} ms`.padStart(9)} ${`${row.tbtMs} ms`.padStart(8)} ${String(row.cls).padStart(6)}  ${row.path}${row.signedIn ? ' (signed in)' : ''}${notes ? `  ${notes}` : ''}`;
  });
  return ['Lighthouse, mobile profile (aim: performance >= 95, accessibility 100; ! marks a page short of it)', '  perf  a11y       FCP       LCP      TBT    CLS  page', ...lines].join('\n');
}
