import { screen, within } from '@testing-library/react';
import { renderApp, resizeWindow } from '../test/render-app';
import '../test/server';

afterEach(() => resizeWindow(1280));

const banner = () => screen.getByRole('region', { name: 'Cookie consent' });
const atLeastTouchSize = (element: HTMLElement) => {
  expect(parseFloat(element.style.minHeight)).toBeGreaterThanOrEqual(44);
  expect(parseFloat(element.style.minWidth)).toBeGreaterThanOrEqual(44);
};

describe('the cookie banner on a phone and a desktop', () => {
  it.each([360, 1280])('has Cookie Policy and Accept of at least 44 px each way at %d px', (width) => {
    resizeWindow(width);
    renderApp('/no-such-page');
    for (const name of ['Cookie Policy', 'Accept']) atLeastTouchSize(within(banner()).getByRole('button', { name }));
  });

  it('sits on the tab bar of a phone, not under it, and is compact there', () => {
    resizeWindow(360);
    renderApp('/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeInTheDocument();
    expect(banner().style.bottom).toBe('calc(56px + env(safe-area-inset-bottom))');
    expect(banner().style.padding).toBe('8px 12px');
    expect(banner()).toHaveTextContent('Hearth keeps only your sign-in and this choice on your device. No tracking cookies.');
  });

  it('sits at the bottom of a wider window, clear of the home indicator', () => {
    renderApp('/no-such-page');
    expect(banner().style.bottom).toBe('0px');
    expect(banner().style.paddingBottom).toBe('calc(16px + env(safe-area-inset-bottom))');
  });
});

describe('the top bar', () => {
  it.each([360, 1280])('has a menu button of at least 44 px each way at %d px', (width) => {
    resizeWindow(width);
    renderApp('/no-such-page');
    atLeastTouchSize(screen.getByRole('button', { name: 'Open menu' }));
  });
});
