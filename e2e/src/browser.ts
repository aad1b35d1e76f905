import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordPages } from './flight-recorder';
import { baseUrl } from './stack';

export const screenshotDir = path.resolve(__dirname, '..', 'artifacts', 'screenshots');

/**
 * Debian's Chromium, headless, with nothing reaching for the network beyond the stack. Every
 * context it makes records its pages for a failing test's report (flight-recorder.ts), and asks
 * for reduced motion unless told otherwise: a click Playwright aims at a dialog that is still
 * zooming in can land on it before it shrinks to start the zoom and be lost (motion.e2e.ts shows
 * both ways the product honours the setting).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const newContextOf = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContextOf({ reducedMotion: 'reduce', ...options });
    recordPages(context);
    return context;
  };
  return browser;
}

interface ContextOptions {
  width?: number;
  /** The cookie banner already answered; true unless told otherwise. */
  consent?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Signed in with this session token. */
  token?: string;
}

/** A fresh browser profile with the cookie banner answered (unless told otherwise), signed in if given a token; motion as launchBrowser's unless given. */
export async function newContext(browser: Browser, { width = 1280, consent = true, reducedMotion, token }: ContextOptions = {}): Promise<BrowserContext> {
  const viewport = { width, height: width < 600 ? 780 : 900 };
  const context = await browser.newContext({ baseURL: baseUrl, viewport, ...(reducedMotion && { reducedMotion }) });
  if (consent) await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
