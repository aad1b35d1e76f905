import Layout from 'antd/es/layout';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { spacing } from '@hearth/host';
import { PageSpinner } from '../app/PageSpinner';
import { CookieBanner } from './CookieBanner';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';

// The drawer (antd's Drawer and Menu) loads when it is first opened.
const NavDrawer = lazy(() => import('./NavDrawer'));

/** Top bar with the menu drawer, the page, the footer, and the cookie banner until consent. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <Layout.Content style={{ padding: spacing(2), width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        {/* antd renders the content area as the page's <main>. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <SiteFooter />
      <CookieBanner />
      <ScrollRestoration />
    </Layout>
  );
}
