import { act, render, screen } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { chooseTheme } from './color-scheme';
import { palette } from './palette';
import { hearthDarkTheme, hearthTheme, stillDarkTheme, stillTheme } from './theme';
import { REDUCED_MOTION_QUERY, useHearthTheme } from './use-hearth-theme';

/** A device whose "reduce motion" setting the test turns on and off; other queries answer as before. */
function deviceSetting() {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  let reduce = false;
  window.matchMedia = (query: string) =>
    query === REDUCED_MOTION_QUERY
      ? ({
          get matches() {
            return reduce;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        } as unknown as MediaQueryList)
      : original(query);
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

/** What antd's components are told: whether they animate, and the theme's primary colour. */
function Probe() {
  const { token } = theme.useToken();
  return <output>{`motion ${token.motion ? 'on' : 'off'}, primary ${token.colorPrimary}`}</output>;
}

function Themed() {
  return (
    <ConfigProvider theme={useHearthTheme()}>
      <Probe />
    </ConfigProvider>
  );
}

// What antd does with motion off is proven in a real browser (e2e/src/motion.e2e.ts): jsdom runs no animations.
describe('useHearthTheme', () => {
  let setting: ReturnType<typeof deviceSetting>;
  beforeEach(() => {
    setting = deviceSetting();
  });
  afterEach(() => setting.restore());

  it("keeps antd's motion on a device that allows it, and turns it off as soon as the device asks for reduced motion", () => {
    render(<Themed />);
    expect(screen.getByRole('status')).toHaveTextContent(`motion on, primary ${palette.primary.light}`);
    act(() => setting.set(true));
    expect(screen.getByRole('status')).toHaveTextContent(`motion off, primary ${palette.primary.light}`);
    act(() => setting.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('motion on');
  });

  it('is the dark theme while the page is dark, still or not, and back to light as it turns light', () => {
    const names = new Map([
      [hearthTheme, 'light'],
      [stillTheme, 'light, still'],
      [hearthDarkTheme, 'dark'],
      [stillDarkTheme, 'dark, still'],
    ]);
    function Which() {
      return <output>{names.get(useHearthTheme())}</output>;
    }
    render(<Which />);
    expect(screen.getByRole('status')).toHaveTextContent(/^light$/);
    act(() => chooseTheme('dark'));
    expect(screen.getByRole('status')).toHaveTextContent(/^dark$/);
    act(() => setting.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('dark, still');
    act(() => chooseTheme('system'));
    expect(screen.getByRole('status')).toHaveTextContent('light, still');
  });
});
