// What a returning member's main thread spends compiling scripts, in a plain load and in a load
// with DevTools' debugger attached, as Lighthouse attaches it (lighthouse/core/gather/driver/
// prepare.js, enableAsyncStacks). The service worker precaches the shell's scripts while it
// installs, so Chromium keeps a full V8 code cache of each; a plain load takes it off the main
// thread, while with the debugger attached V8 finishes it on the main thread, where Lighthouse
// counts it as parse and compile (and as blocking time). Per mode, the median of
// BENCH_DEVTOOLS_RUNS (3) traced loads of /recipes, each after two warm ones in a new profile:
// the main thread's compile time, the part of it that took a code cache, its tasks longer than
// 50 ms, all its tasks together and when the first recipe card showed. Unthrottled: these are
// this machine's milliseconds (traced, so a little slower than untraced).
//
// `node bench/devtools-compile.mjs` runs it on a stack of its own (needs `npm run build` first: it
// serves the built front ends), seeded with 200 recipes by bench/seed-recipes.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoDir } from '../scripts/build.mjs';
import { mediansOf } from './medians.mjs';

const require = createRequire(path.join(repoDir, 'e2e', 'package.json'));

const TRACE_CATEGORIES = ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'];

/** The renderer's main thread in a trace: the thread that compiled the page's scripts. */
function mainThread(events, origin) {
  const counts = new Map();
  for (const event of events) {
    if (event.name !== 'v8.compile' || !event.args?.data?.url?.startsWith(origin)) continue;
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!busiest) throw new Error(`the trace has no script of ${origin} compiled`);
  const [pid, tid] = busiest[0].split(':').map(Number);
  return events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
}

/** The figures of one traced load, in ms: `{ compileMs, cachedCompileMs, longTasks, longTaskMs, mainMs }`. */
export function compileFigures(events, origin) {
  const main = mainThread(events, origin);
  const compiles = main.filter((event) => event.name === 'v8.compile');
  const long = main.filter((event) => event.name === 'RunTask' && event.dur > 50_000);
  const ms = (events) => events.reduce((sum, event) => sum + event.dur, 0) / 1000;
  return {
    compileMs: ms(compiles),
    cachedCompileMs: ms(compiles.filter((event) => event.args?.data?.consumedCacheSize > 0)),
    longTasks: long.length,
    longTaskMs: ms(long),
    mainMs: ms(main.filter((event) => event.name === 'RunTask')),
  };
}

async function tracedLoad(browser, context, url, { attachDebugger }) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (attachDebugger) await cdp.send('Debugger.enable');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    const cardsMs = Date.now() - started;
    // The page's later tasks (its pictures, the idle prefetches) settle.
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return { ...compileFigures(trace.traceEvents, new URL(url).origin), cardsMs };
  } finally {
    await page.close();
  }
}

/** Per mode (`plain`, `debugger`): each figure's median over `runs` returning loads of `baseUrl`/recipes. */
export async function measureDevtoolsCompile(baseUrl, { runs = 3 } = {}) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const url = `${baseUrl}/recipes`;
  const each = { plain: [], debugger: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const mode of Object.keys(each)) {
        // A new profile: the service worker installs and precaches, then BENCH_DEVTOOLS_WARM_LOADS
        // (2) loads warm it (a worker that caches the scripts as they are used needs one more).
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(`${baseUrl}/bench-setup`, { waitUntil: 'load' });
          await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'));
          await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
          for (let warm = 0; warm < Number(process.env.BENCH_DEVTOOLS_WARM_LOADS ?? 2); warm += 1) {
            await page.goto(url, { waitUntil: 'load' });
            await page.getByRole('article').first().waitFor({ timeout: 30_000 });
          }
          await page.close();
          each[mode].push(await tracedLoad(browser, context, url, { attachDebugger: mode === 'debugger' }));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { runs, plain: mediansOf(each.plain), debugger: mediansOf(each.debugger), each };
}

export function formatDevtoolsCompile(result) {
  const line = (what, f) =>
    `  ${what}: compiling ${f.compileMs.toFixed(0)} ms (${f.cachedCompileMs.toFixed(0)} ms of it taking a code cache), ` +
    `${f.longTasks} task(s) over 50 ms, ${f.longTaskMs.toFixed(0)} ms in all; main thread busy ${f.mainMs.toFixed(0)} ms, first card after ${f.cardsMs.toFixed(0)} ms`;
  return [
    `A returning member's /recipes, main thread, unthrottled (median of ${result.runs}):`,
    line('plain load', result.plain),
    line("with DevTools' debugger attached (as Lighthouse does)", result.debugger),
  ].join('\n');
}

/** `node bench/devtools-compile.mjs`: this bench alone on a stack of its own. */
async function standalone() {
  const { runOnThrowawayStack } = await import('./stack.mjs');
  const { seedRecipes } = await import('./seed-recipes.mjs');
  await runOnThrowawayStack('bench_compile', 'devtools-compile', async (stack) => {
    await seedRecipes(stack.databaseUrl, { count: 200 });
    const result = await measureDevtoolsCompile(stack.baseUrl, { runs: Number(process.env.BENCH_DEVTOOLS_RUNS ?? 3) });
    console.log(formatDevtoolsCompile(result));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
