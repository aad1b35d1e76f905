// A phone's first visit to /recipes, and its return: Chromium at 360x740 with DevTools' "Slow 4G"
// (562.5 ms round trips, 180 kB/s down, 84 kB/s up) and a 4x slower CPU, a new profile each run
// (nothing cached, no service worker), against the whole stack through nginx. Per run: first
// paint, when GET /api/recipes started, when the first recipe card showed (the first view the page's
// first script draws, or the page's own) and when the page's own cards did, how many waves of
// JavaScript the page waited for, and the bytes moved; then the same page again once the service
// worker is in charge (a returning member). Prints the median of BENCH_FIRST_VISIT_RUNS (5).
//
// `node bench/first-visit.mjs` runs it on a stack of its own (needs `npm run build` first: it
// serves the built front ends), seeded with 200 recipes by bench/seed-recipes.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoDir } from '../scripts/build.mjs';
import { mediansOf } from './medians.mjs';

/* global document, window, MutationObserver -- the functions below that run in the page */

const require = createRequire(path.join(repoDir, 'e2e', 'package.json'));

/** DevTools' "Slow 4G" preset (Chromium's network throttling presets), bytes per second. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
export const CPU_SLOWDOWN = 4;

/**
 * Timings the page keeps for the bench: when the first recipe card showed (the first view its
 * first script draws, shell/src/first-view.ts, or the page's own), and when the page's own did.
 */
const watchCards = () => {
  new MutationObserver((_, observer) => {
    const pageCards = document.querySelectorAll('[aria-label="Recipes"] [role="article"]');
    if (pageCards.length > 0 || document.querySelector('.hearth-first-card')) window.__hearthCardsAt ??= performance.now();
    if (pageCards.length > 0) {
      window.__hearthPageCardsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** JavaScript requests in waves: a request started after the previous wave's last answer is a new wave. */
function scriptWaves(resources) {
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).sort((a, b) => a.startTime - b.startTime);
  let waves = 0;
  let waveEnd = -1;
  for (const entry of scripts) {
    if (entry.startTime > waveEnd) waves += 1;
    waveEnd = Math.max(waveEnd, entry.responseEnd);
  }
  return waves;
}

async function visit(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__hearthPageCardsAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const paints = Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]));
    const resources = performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      initiatorType: entry.initiatorType,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
    }));
    return { paints, resources, cardsAt: window.__hearthCardsAt, pageCardsAt: window.__hearthPageCardsAt };
  });
}

/** The figures of a visit, up to the page's own cards (its JavaScript waves and bytes too). */
function figures({ paints, resources, cardsAt, pageCardsAt }) {
  const lists = resources.filter((entry) => new URL(entry.name).pathname === '/api/recipes');
  const list = lists[0];
  return {
    firstPaintMs: paints['first-paint'] ?? paints['first-contentful-paint'] ?? null,
    firstContentfulPaintMs: paints['first-contentful-paint'] ?? null,
    listRequestStartMs: list?.startTime ?? null,
    cardsMs: cardsAt,
    pageCardsMs: pageCardsAt,
    listRequests: lists.length,
    scriptWaves: scriptWaves(resources),
    kilobytes: resources.reduce((sum, entry) => sum + (entry.transferSize ?? 0), 0) / 1000,
  };
}

/** Runs `runs` first visits (each with its return) of `baseUrl`/recipes; each figure's median and every run. */
export async function measureFirstVisits(baseUrl, { runs = 5 } = {}) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const first = [];
  const returning = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      try {
        await context.addInitScript(watchCards);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        first.push(figures(await visit(page, `${baseUrl}/recipes`)));
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        returning.push(figures(await visit(page, `${baseUrl}/recipes`)));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { runs, network: 'Slow 4G', cpuSlowdown: CPU_SLOWDOWN, firstVisit: mediansOf(first), returning: mediansOf(returning), each: { first, returning } };
}

const ms = (value) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`);

export function formatFirstVisits(result) {
  const line = (what, f) =>
    `  ${what}: first paint ${ms(f.firstPaintMs)}, GET /api/recipes started ${ms(f.listRequestStartMs)}, recipe cards ${ms(f.cardsMs)}, ` +
    `the page's own cards ${ms(f.pageCardsMs)}, ` +
    `${f.scriptWaves} wave(s) of JavaScript, ${f.kilobytes.toFixed(0)} kB, GET /api/recipes asked ${f.listRequests} time(s)`;
  return [
    `A phone opening /recipes (360 px, ${result.network}, ${result.cpuSlowdown}x CPU; median of ${result.runs}; aim: first paint <= 1.5 s, the data call started <= 1.5 s, cards <= 3.5 s):`,
    line('first visit', result.firstVisit),
    line('returning (service worker)', result.returning),
  ].join('\n');
}

/** `node bench/first-visit.mjs`: this bench alone on a stack of its own. */
async function standalone() {
  const { runOnThrowawayStack } = await import('./stack.mjs');
  const { seedRecipes } = await import('./seed-recipes.mjs');
  await runOnThrowawayStack('bench_visit', 'first-visit', async (stack) => {
    await seedRecipes(stack.databaseUrl, { count: 200 });
    const result = await measureFirstVisits(stack.baseUrl, { runs: Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 5) });
    console.log(formatFirstVisits(result));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
