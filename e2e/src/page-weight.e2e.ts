// The JavaScript each page downloads on a first visit (gzipped, as transferred) against its
// budget (e2e/page-budgets.json; a remote page's in its mf-<name>/pages.json), one copy of each
// shared library on every page, and antd's styles from the build's stylesheet, not computed in
// the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { pageBudgets } from '@hearth/frontend-build/remote-pages';
import { launchBrowser } from './browser';
import { contextFor, everyPage, open, seedHousehold, type Household, type PageVisit } from './every-page';

const budgetFile = JSON.parse(readFileSync(path.resolve(__dirname, '..', 'page-budgets.json'), 'utf8')) as { targetKilobytes: number; kilobytes: Record<string, number> };
/** The shell's routes' budgets (page-budgets.json) and each remote page's (its pages.json). */
const remoteBudgets = pageBudgets();
const budgets: Record<string, number> = { ...budgetFile.kilobytes, ...remoteBudgets };

/** The libraries every page loads once (the shared singletons, docs/household-slice.md), by the folder their files come from. */
const singletons = ['react', 'react-dom', 'react-router', 'react-router-dom', 'antd', '@reduxjs/toolkit', 'redux', 'react-redux'];
const singletonFile = new RegExp(`/node_modules/(${singletons.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})/`);

/** Shared names every page loads: finding them proves the share scope is read right. */
const alwaysShared = ['react', 'react-dom', 'react-router-dom', '@reduxjs/toolkit', 'react-redux'];

let browser: Browser;
let household: Household;
beforeAll(async () => {
  browser = await launchBrowser();
  household = await seedHousehold();
});
afterAll(async () => {
  await browser.close();
});

interface Script {
  url: string;
  bytes: number;
}

interface Weighed {
  visit: PageVisit;
  scripts: Script[];
  /** Per shared library: the versions the page's Module Federation share scope has loaded. */
  loadedVersions: Record<string, string[]>;
  antdStyles: AntdStyles;
}

interface AntdStyles {
  /** The stylesheet the shell's build wrote (packages/frontend-build/antd-stylesheet.js) is in the page. */
  stylesheet: boolean;
  /** <style> elements antd wrote with a component's styles as it rendered. */
  computed: string[];
}

/** Where a page's antd styles came from: the build's stylesheet, or computed in the browser. */
function antdStyles(page: Page): Promise<AntdStyles> {
  return page.evaluate(() => ({
    stylesheet: [...document.querySelectorAll('link[rel="stylesheet"]')].some((link) => /\/antd\.[0-9a-f]{12}\.css$/.test((link as HTMLLinkElement).href)),
    // Components' styles are scoped by antd's hash class (`:where(.css-...)`); the theme's CSS
    // variables and the icons' style, which antd still writes, are not.
    computed: [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.includes(':where(.css-'))
      .map((css) => css.slice(0, 80)),
  }));
}

async function weigh(visit: PageVisit): Promise<Weighed> {
  const context = await contextFor(browser, visit, household.owner);
  const page = await context.newPage();
  const sizes: Promise<Script>[] = [];
  page.on('requestfinished', (finished) => {
    // Scripts the page runs, and those it fetches ahead for later (<link rel="prefetch">).
    if (finished.resourceType() !== 'script' && !(finished.resourceType() === 'other' && new URL(finished.url()).pathname.endsWith('.js'))) return;
    sizes.push(finished.sizes().then((size) => ({ url: finished.url(), bytes: size.responseBodySize })));
  });
  await open(page, visit);
  const scripts = await Promise.all(sizes);
  const loadedVersions = await sharedVersionsLoaded(page);
  const styles = await antdStyles(page);
  await context.close();
  return { visit, scripts, loadedVersions, antdStyles: styles };
}

/**
 * What the Module Federation runtime has loaded from its share scope: for each shared name, every
 * version some container provided and the page actually loaded.
 */
function sharedVersionsLoaded(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Shared = { loaded?: boolean; loading?: unknown; lib?: unknown };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
    const loaded: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const [version, shared] of Object.entries(versions)) {
            if (shared.loaded || shared.lib) (loaded[name] ??= new Set()).add(version);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([name, versions]) => [name, [...versions]]));
  });
}

const repoDir = path.resolve(__dirname, '../..');

/**
 * The files a script was built from, by its source map (`webpack://<build>/<file>`), read from the
 * build's folder: maps are built for reading on the box and never served.
 */
function sources(url: string): string[] {
  const { pathname } = new URL(url);
  const remote = /^\/mf\/([^/]+)\/(.+)$/.exec(pathname);
  const file = remote ? path.join(repoDir, `mf-${remote[1]}`, 'dist', remote[2]!) : path.join(repoDir, 'shell', 'dist', pathname.slice(1));
  try {
    return (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
  } catch {
    // A chunk without a map (a tiny one).
    return [];
  }
}

/** For each singleton library, the builds (shell, recipes, ...) whose copy of it the page downloaded. */
async function buildsShipping(scripts: Script[]): Promise<Record<string, string[]>> {
  const builds: Record<string, Set<string>> = {};
  for (const script of scripts) {
    for (const source of sources(script.url)) {
      const library = singletonFile.exec(source)?.[1];
      if (library) (builds[library] ??= new Set()).add(/^webpack:\/\/(@[^/]+\/[^/]+|[^/@][^/]*)\//.exec(source)?.[1] ?? script.url);
    }
  }
  return Object.fromEntries(Object.entries(builds).map(([library, names]) => [library, [...names]]));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

function report(weighed: Weighed[]): string {
  return weighed
    .map(({ visit, scripts }) => {
      const aboveTarget = visit.route !== '/' && total(scripts) > budgetFile.targetKilobytes * 1024 ? `  (above the ${budgetFile.targetKilobytes} KB aim)` : '';
      return `${kb(total(scripts)).padStart(10)} of ${String(budgets[visit.route]).padStart(3)} KB  ${visit.signedIn ? 'signed in' : 'guest    '}  ${visit.path}${aboveTarget}`;
    })
    .join('\n');
}

describe('page weight', () => {
  it('has a budget for every route of the route table, none for a route that does not exist, 200 KB at most for the home page and 300 KB for any other', () => {
    const routes = [...new Set(everyPage(household).map((visit) => visit.route))].sort();
    expect(Object.keys(budgetFile.kilobytes).filter((route) => route in remoteBudgets)).toEqual([]);
    expect(Object.keys(budgets).sort()).toEqual(routes);
    expect(budgets['/']).toBeLessThanOrEqual(200);
    expect(budgetFile.targetKilobytes).toBe(300);
    expect(Object.entries(budgets).filter(([, kilobytes]) => kilobytes > budgetFile.targetKilobytes)).toEqual([]);
  });

  it.each([
    ['a guest', false],
    ['a signed-in member', true],
  ])('keeps every page %s opens within its JavaScript budget, with one copy of each shared library and antd styled by the built stylesheet', async (_who, signedIn) => {
    const weighed: Weighed[] = [];
    for (const visit of everyPage(household).filter((page) => page.signedIn === signedIn)) weighed.push(await weigh(visit));
    console.log(`JavaScript downloaded on a first visit (gzipped, as transferred):\n${report(weighed)}`);

    const home = weighed.find(({ visit }) => visit.path === '/')!;
    expect(home.scripts.filter((script) => new URL(script.url).pathname.startsWith('/mf/'))).toEqual([]);

    const overBudget = weighed.filter(({ visit, scripts }) => total(scripts) > budgets[visit.route]! * 1024);
    expect(overBudget.map(({ visit, scripts }) => `${visit.path}: ${kb(total(scripts))} > ${budgets[visit.route]} KB`)).toEqual([]);

    // antd's styles come from the build's stylesheet, computed on no phone; the home page needs none.
    for (const { visit, antdStyles: styles } of weighed) {
      expect({ page: visit.path, ...styles }).toEqual({ page: visit.path, stylesheet: visit.path !== '/', computed: [] });
    }

    for (const { visit, scripts, loadedVersions } of weighed) {
      expect({ page: visit.path, shared: alwaysShared.filter((name) => name in loadedVersions) }).toEqual({ page: visit.path, shared: alwaysShared });
      const twice = Object.entries(loadedVersions).filter(([, versions]) => versions.length > 1);
      expect({ page: visit.path, sharedLoadedTwice: twice }).toEqual({ page: visit.path, sharedLoadedTwice: [] });
      const shipped = await buildsShipping(scripts);
      // react-dom's one copy is found: the maps were read.
      expect({ page: visit.path, reactDom: shipped['react-dom'] }).toEqual({ page: visit.path, reactDom: ['@hearth/shell'] });
      const fromTwoBuilds = Object.entries(shipped).filter(([, builds]) => builds.length > 1);
      expect({ page: visit.path, librariesFromTwoBuilds: fromTwoBuilds }).toEqual({ page: visit.path, librariesFromTwoBuilds: [] });
    }
  }, 300_000);
});
