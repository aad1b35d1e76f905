import { useSyncExternalStore } from 'react';
import { palette, type ColorScheme } from './palette';

export type { ColorScheme } from './palette';

/** The profile's 'Theme' switch (docs/product/README.md "Theme"): 'system' follows the device. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/**
 * Where the choice is kept on the device. The first script of the shell's index.html reads it
 * too, and sets `data-theme` before the first paint: keep the two in step.
 */
export const THEME_CHOICE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
const PRINT_QUERY = 'print';

/** What a page shows: the member's choice or, for 'system', the device's setting; on paper always light. */
export function resolveColorScheme(choice: ThemeChoice, deviceDark: boolean, printing = false): ColorScheme {
  if (printing) return 'light';
  if (choice === 'system') return deviceDark ? 'dark' : 'light';
  return choice;
}

/** The choice where storage is refused (a private window): kept for this page's life. */
let unstoredChoice: ThemeChoice = 'system';

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_CHOICE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return unstoredChoice;
  }
}

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Between the browser's beforeprint and afterprint: printing, whatever the print media query says yet. */
let printing = false;

const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

/**
 * The last answers, kept while someone listens (React asks on every render of every user): every
 * change that could alter them notifies, and forgets them first.
 */
let lastScheme: ColorScheme | undefined;
let lastChoice: ThemeChoice | undefined;

function notify() {
  lastScheme = lastChoice = undefined;
  [...listeners].forEach((listener) => listener());
}

export function currentColorScheme(): ColorScheme {
  const scheme = lastScheme ?? resolveColorScheme(themeChoice(), matches(DARK_SCHEME_QUERY), printing || matches(PRINT_QUERY));
  if (stopWatching) lastScheme = scheme;
  return scheme;
}

function choiceSnapshot(): ThemeChoice {
  const choice = lastChoice ?? themeChoice();
  if (stopWatching) lastChoice = choice;
  return choice;
}

/** What changes the scheme besides the switch: the device's setting, printing, the switch in another tab. */
function watchDevice(): () => void {
  const dark = window.matchMedia(DARK_SCHEME_QUERY);
  const print = window.matchMedia(PRINT_QUERY);
  const storage = (event: StorageEvent) => (event.key === null || event.key === THEME_CHOICE_KEY) && notify();
  const beforePrint = () => {
    printing = true;
    notify();
  };
  const afterPrint = () => {
    printing = false;
    notify();
  };
  dark.addEventListener('change', notify);
  print.addEventListener('change', notify);
  window.addEventListener('storage', storage);
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
  return () => {
    dark.removeEventListener('change', notify);
    print.removeEventListener('change', notify);
    window.removeEventListener('storage', storage);
    window.removeEventListener('beforeprint', beforePrint);
    window.removeEventListener('afterprint', afterPrint);
  };
}

/** Calls `listener` whenever the scheme may have changed; returns the unsubscribe. */
export function subscribeColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= watchDevice();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
    lastScheme = lastChoice = undefined;
  };
}

/** Keeps the choice on the device ('system' by forgetting it) and shows it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  unstoredChoice = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_CHOICE_KEY);
    else localStorage.setItem(THEME_CHOICE_KEY, choice);
  } catch {
    // Not kept: the next visit follows the device again.
  }
  notify();
}

/**
 * Shows `scheme` on the page: `data-theme` (the palette's custom properties follow it),
 * `color-scheme` (scroll bars, form controls) and the browser's bar colour.
 */
export function applyColorScheme(scheme: ColorScheme = currentColorScheme()): void {
  const root = document.documentElement;
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    meta.content = palette.bar[scheme];
  });
}

/** Applies the scheme now and whenever it changes (the shell calls it as it starts); returns the stop. */
export function followColorScheme(): () => void {
  applyColorScheme();
  return subscribeColorScheme(() => applyColorScheme());
}

/** The scheme the page shows, kept current. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeColorScheme, currentColorScheme, () => 'light');
}

/** The member's choice on this device, kept current, and the way to change it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  return [useSyncExternalStore(subscribeColorScheme, choiceSnapshot, () => 'system'), chooseTheme];
}
