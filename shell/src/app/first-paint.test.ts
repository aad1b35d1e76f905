import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DARK_SCHEME_QUERY, resolveColorScheme, THEME_CHOICE_KEY, TOKEN_KEY, type ThemeChoice } from '@hearth/host';

// The colour scheme before the first paint: index.html's first script sets it, from the choice
// kept on the device or the device's setting, as @hearth/host does once the app runs.
const page = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
const routeTable = JSON.parse(readFileSync(path.join(__dirname, '../../../gateway/routes.json'), 'utf8')) as { securityHeaders: Record<string, string> };

function runOn(choice: string | null, deviceDark: boolean) {
  localStorage.clear();
  if (choice !== null) localStorage.setItem(THEME_CHOICE_KEY, choice);
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ matches: query === DARK_SCHEME_QUERY && deviceDark }) as MediaQueryList;
  try {
    document.documentElement.removeAttribute('data-theme');
    new Function(script)();
    return [document.documentElement.dataset.theme, document.documentElement.style.colorScheme];
  } finally {
    window.matchMedia = original;
    localStorage.clear();
  }
}

describe("index.html's first script", () => {
  it("may run: its SHA-256 is in the gateway's Content-Security-Policy, which allows no other inline script", () => {
    const csp = routeTable.securityHeaders['Content-Security-Policy']!;
    const scriptSources = /script-src ([^;]+)/.exec(csp)![1]!.split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it.each<[ThemeChoice | null, boolean]>([
    [null, false],
    [null, true],
    ['system', true],
    ['light', true],
    ['light', false],
    ['dark', false],
    ['dark', true],
  ])('sets the scheme @hearth/host would for a stored choice of %s on a device that is dark: %s', (choice, deviceDark) => {
    const scheme = resolveColorScheme(choice ?? 'system', deviceDark);
    expect(runOn(choice, deviceDark)).toEqual([scheme, scheme]);
  });

  it('follows the device where storage is refused', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('refused');
    });
    try {
      expect(runOn(null, true)).toEqual(['dark', 'dark']);
    } finally {
      getItem.mockRestore();
    }
  });

  it.each([
    ['/', null, 'home'],
    ['/', 'a-session', 'home-member'],
    ['/recipes', null, undefined],
    ['/dashboard', 'a-session', undefined],
  ])("on %s with a stored session %s, shows the home page's first view: %s", (pathname, token, firstPage) => {
    window.history.replaceState(null, '', pathname);
    if (token) localStorage.setItem(TOKEN_KEY, token);
    try {
      document.documentElement.removeAttribute('data-first-page');
      new Function(script)();
      expect(document.documentElement.dataset.firstPage).toBe(firstPage);
      // Shown in place of the placeholder cards, without a guest's buttons for a member.
      expect(page).toContain(`:root[data-first-page^='home'] .hearth-first-home { display: block; }`);
      expect(page).toContain(`:root[data-first-page^='home'] .hearth-first-cards { display: none; }`);
      expect(page).toContain(`:root[data-first-page='home-member'] .hearth-first-home .hearth-guest-only { display: none; }`);
      expect(page).toContain('<div class="hearth-first-home" aria-hidden="true" inert><%= firstHome %></div>');
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.removeAttribute('data-first-page');
      localStorage.clear();
    }
  });

  it("writes in Hearth's colours, light and dark, and the browser bar's for each", () => {
    expect(page).toContain('<%= paletteCss %>');
    expect(page).toContain('background: var(--hearth-page);');
    expect(page).toContain('<meta name="theme-color" content="<%= barColor.light %>" media="(prefers-color-scheme: light)" />');
    expect(page).toContain('<meta name="theme-color" content="<%= barColor.dark %>" media="(prefers-color-scheme: dark)" />');
  });
});
