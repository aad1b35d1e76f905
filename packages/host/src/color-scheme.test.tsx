import { act, render, screen } from '@testing-library/react';
import {
  chooseTheme,
  currentColorScheme,
  DARK_SCHEME_QUERY,
  followColorScheme,
  resolveColorScheme,
  THEME_CHOICE_KEY,
  themeChoice,
  useColorScheme,
  useThemeChoice,
} from './color-scheme';
import { palette } from './palette';

/** A device whose dark setting (and whether it prints) the test turns on and off; other queries answer as before. */
function device() {
  const original = window.matchMedia;
  const listeners = new Map<string, Set<() => void>>();
  const state: Record<string, boolean> = { [DARK_SCHEME_QUERY]: false, print: false };
  window.matchMedia = (query: string) =>
    query in state
      ? ({
          get matches() {
            return state[query];
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => (listeners.get(query) ?? listeners.set(query, new Set()).get(query)!).add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
        } as unknown as MediaQueryList)
      : original(query);
  const set = (query: string, value: boolean) => {
    state[query] = value;
    listeners.get(query)?.forEach((listener) => listener());
  };
  return {
    dark: (value: boolean) => set(DARK_SCHEME_QUERY, value),
    print: (value: boolean) => set('print', value),
    /** How many listen to the device now. */
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Shown() {
  const scheme = useColorScheme();
  const [choice] = useThemeChoice();
  return <output>{`${choice}: ${scheme}`}</output>;
}

let setting: ReturnType<typeof device>;
beforeEach(() => {
  localStorage.clear();
  setting = device();
});
afterEach(() => setting.restore());

describe('the colour scheme', () => {
  it("is the member's choice, or the device's setting for 'system'; on paper always light", () => {
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('dark', true, true)).toBe('light');
    expect(resolveColorScheme('system', true, true)).toBe('light');
  });

  it("is 'system' until chosen, and the choice is kept on the device ('system' by forgetting it)", () => {
    expect(themeChoice()).toBe('system');
    chooseTheme('dark');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBe('dark');
    expect(themeChoice()).toBe('dark');
    chooseTheme('light');
    expect(themeChoice()).toBe('light');
    chooseTheme('system');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBeNull();
    localStorage.setItem(THEME_CHOICE_KEY, 'sepia');
    expect(themeChoice()).toBe('system');
  });

  it("follows the device's setting as it changes under 'system', and not under a choice", () => {
    render(<Shown />);
    expect(screen.getByRole('status')).toHaveTextContent('system: light');
    act(() => setting.dark(true));
    expect(screen.getByRole('status')).toHaveTextContent('system: dark');
    act(() => chooseTheme('light'));
    expect(screen.getByRole('status')).toHaveTextContent('light: light');
    act(() => setting.dark(false));
    act(() => chooseTheme('dark'));
    expect(screen.getByRole('status')).toHaveTextContent('dark: dark');
    act(() => setting.dark(true));
    expect(screen.getByRole('status')).toHaveTextContent('dark: dark');
  });

  it('shows a choice made in another tab', () => {
    render(<Shown />);
    act(() => {
      localStorage.setItem(THEME_CHOICE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_CHOICE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('dark: dark');
  });

  it('turns light while the page prints, and back after', () => {
    chooseTheme('dark');
    render(<Shown />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('dark: light');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('dark: dark');
    // The print media query alone (a browser's print preview, Playwright's emulated print) does it too.
    act(() => setting.print(true));
    expect(screen.getByRole('status')).toHaveTextContent('dark: light');
    act(() => setting.print(false));
    expect(screen.getByRole('status')).toHaveTextContent('dark: dark');
  });

  it('is set on the page (data-theme, color-scheme, the browser bar) now and on every change, until stopped', () => {
    const meta = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#000' }));
    const root = document.documentElement;
    const stop = followColorScheme();
    expect([root.dataset.theme, root.style.colorScheme, meta.content]).toEqual(['light', 'light', palette.bar.light]);
    setting.dark(true);
    expect([root.dataset.theme, root.style.colorScheme, meta.content]).toEqual(['dark', 'dark', palette.bar.dark]);
    chooseTheme('light');
    expect(root.dataset.theme).toBe('light');
    stop();
    expect(setting.listening()).toBe(0);
    chooseTheme('dark');
    expect(root.dataset.theme).toBe('light');
    meta.remove();
  });

  it('keeps a choice for the page where storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('refused');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('refused');
    });
    try {
      chooseTheme('dark');
      expect(currentColorScheme()).toBe('dark');
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });
});
