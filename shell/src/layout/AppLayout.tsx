import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PAGE_BACKGROUND, spacing, TEXT_COLOR, usePhoneWindow } from '@hearth/host';
import { withAntdStylesheet } from '../app/antd-stylesheet';
import { PageSpinner } from '../app/PageSpinner';
import { CookieBanner } from './CookieBanner';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { TAB_BAR_SPACE, TAB_BAR_SPACE_CLASS } from './tab-bar-space';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useForgetPageLeftBehind } from './use-logout';

// The drawer (antd's Drawer and Menu) loads when it is first opened.
const NavDrawer = lazy(() => withAntdStylesheet(import('./NavDrawer')));
// The tab bar loads on a phone only: a desktop page never carries it. (Its chunk's name: see index.ts.)
const TabBar = lazy(() => import(/* webpackChunkName: "tab-bar" */ './TabBar').then((module) => ({ default: module.TabBar })));

/**
 * Top bar with the menu drawer, the page, the footer, and the cookie banner until consent; on a
 * phone, the tab bar along the bottom too, with room kept below the footer so it hides nothing.
 * Plain header, main and footer elements rather than antd's Layout: every page loads this frame first.
 */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const phone = usePhoneWindow();
  useForgetPageLeftBehind();
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  return (
    <div
      className={phone ? TAB_BAR_SPACE_CLASS : undefined}
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: PAGE_BACKGROUND,
        color: TEXT_COLOR,
        paddingBottom: phone ? TAB_BAR_SPACE : undefined,
      }}
    >
      <TopBar onOpenMenu={openMenu} />
      {menuUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      {/* At least the window's height: the footer starts below the fold and stays there as the
          page's content arrives, rather than showing, then jumping down (a layout shift). */}
      <main style={{ flex: 'auto', boxSizing: 'border-box', minHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)`, padding: spacing(2), width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {phone && (
        <Suspense fallback={null}>
          <TabBar onOpenMenu={openMenu} />
        </Suspense>
      )}
      <CookieBanner phone={phone} />
      <ScrollToTop />
    </div>
  );
}
