import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useRef, type CSSProperties, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hearthColors, PRIMARY_GREEN, SECONDARY_TEXT_COLOR, selectToken, useCurrentUser, useHostSelector } from '@hearth/host';
import { newestShoppingListPath, SHOPPING_LISTS_PATH } from './newest-shopping-list';
import { SvgIcon } from './SvgIcon';
import { TAB_BAR_HEIGHT, TAB_BAR_SPACE_CLASS } from './tab-bar-space';
import { frameTouchTarget } from './touch';


const tab: CSSProperties = {
  ...frameTouchTarget,
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: TAB_BAR_HEIGHT,
  boxSizing: 'border-box',
  padding: '4px 2px',
  border: 0,
  // The current tab's mark: a bar along its top edge, besides its colour and weight.
  borderTop: '3px solid transparent',
  background: 'none',
  color: SECONDARY_TEXT_COLOR,
  font: 'inherit',
  fontSize: 12,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
};
const currentTab: CSSProperties = { ...tab, color: PRIMARY_GREEN, fontWeight: 600, borderTopColor: PRIMARY_GREEN };
const icon: CSSProperties = { fontSize: 20 };

// On paper: no bar (a fixed one would print on every sheet), and no room kept for it.
const printRule = `@media print { .hearth-tab-bar { display: none !important; } .${TAB_BAR_SPACE_CLASS} { padding-bottom: 0 !important; } }`;

/**
 * A tab: current on its page and the pages under it (all of `/recipes/...`; `end`: its page only).
 * NavLink's markup from a Link: the shared react-router (packages/frontend-build/react-router.js)
 * carries only the names Hearth needs, and NavLink is not one of them.
 */
function Tab({ to, label, glyph, end, onClick }: { to: string; label: string; glyph: IconDefinition; end?: boolean; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link to={to} onClick={onClick} aria-current={current ? 'page' : undefined} style={current ? currentTab : tab}>
      <SvgIcon icon={glyph} style={icon} />
      <span>{label}</span>
    </Link>
  );
}

/** A click the browser should handle itself: another button, or a modifier (a new tab or window). */
const leftToBrowser = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** 'List': the household's newest shopping list, found when tapped (newestShoppingListPath). */
function useOpenNewestList() {
  const navigate = useNavigate();
  const token = useHostSelector(selectToken);
  const finding = useRef(false);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (leftToBrowser(event)) return;
    event.preventDefault();
    if (finding.current) return;
    finding.current = true;
    void newestShoppingListPath(token)
      .then((path) => navigate(path))
      .finally(() => {
        finding.current = false;
      });
  };
}

/**
 * The phone's navigation (at 600 px wide or narrower, AppLayout): tabs along the bottom of the
 * window, in reach of a thumb. Signed in: Recipes, Plan, List (the newest shopping list) and More;
 * a guest: Home, Recipes, Sign in and More. 'More' opens the menu drawer, with every item of the
 * top bar's menu. Plain links and inline SVGs: the frame loads on every page.
 */
export function TabBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useCurrentUser();
  const openNewestList = useOpenNewestList();
  return (
    <nav
      aria-label="Tabs"
      className="hearth-tab-bar"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 100,
        display: 'flex',
        background: hearthColors.surface,
        // A hairline and a soft shadow along the top, drawn outside the bar: it is TAB_BAR_HEIGHT tall.
        boxShadow: `0 -1px 0 ${hearthColors.line}, 0 -2px 8px rgba(0, 0, 0, 0.06)`,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <style>{printRule}</style>
      {user ? (
        <>
          <Tab to="/recipes" label="Recipes" glyph={BookOutlined} />
          <Tab to="/meal-planner" label="Plan" glyph={CalendarOutlined} />
          <Tab to={SHOPPING_LISTS_PATH} label="List" glyph={ShoppingCartOutlined} onClick={openNewestList} />
        </>
      ) : (
        <>
          <Tab to="/" label="Home" glyph={HomeOutlined} end />
          <Tab to="/recipes" label="Recipes" glyph={BookOutlined} />
          <Tab to="/login" label="Sign in" glyph={LoginOutlined} />
        </>
      )}
      <button type="button" aria-haspopup="dialog" onClick={onOpenMenu} style={tab}>
        <SvgIcon icon={MenuOutlined} style={icon} />
        <span>More</span>
      </button>
    </nav>
  );
}
