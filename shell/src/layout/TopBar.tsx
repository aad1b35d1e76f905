import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Link } from 'react-router-dom';
import { hearthColors, spacing, useCurrentUser } from '@hearth/host';
import { FrameButton, FrameNavButton } from './FrameButton';
import { SvgIcon } from './SvgIcon';
import { useLogout } from './use-logout';
import { useNarrowWindow } from './use-narrow-window';

const onGreen = { color: hearthColors.onBar } as const;

export const TOP_BAR_HEIGHT = 64;

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useCurrentUser();
  const narrow = useNarrowWindow();
  const logout = useLogout();

  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: TOP_BAR_HEIGHT,
        padding: `0 ${spacing(2)}px`,
        background: hearthColors.bar,
      }}
    >
      <FrameButton look="icon" aria-label="Open menu" onClick={onOpenMenu}>
        <SvgIcon icon={MenuOutlined} style={{ fontSize: 20 }} />
      </FrameButton>
      <Link to="/" style={{ ...onGreen, fontSize: 20, fontWeight: 600, flex: 1, textDecoration: 'none' }}>
        Hearth
      </Link>
      {!narrow && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {user ? (
            <>
              <span style={onGreen} data-testid="top-bar-user">
                {user.name}
              </span>
              <FrameButton look="ghost" onClick={() => logout()}>
                Logout
              </FrameButton>
            </>
          ) : (
            <>
              <FrameNavButton look="ghost" to="/login">
                Login
              </FrameNavButton>
              <FrameNavButton look="ghost" to="/register">
                Register
              </FrameNavButton>
            </>
          )}
        </div>
      )}
    </header>
  );
}
