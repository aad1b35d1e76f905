import { MenuOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { NavButton, useCurrentUser } from '@hearth/host';
import { useLogout } from './use-logout';
import { useNarrowWindow } from './use-narrow-window';

const onGreen = { color: '#fff' } as const;

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useCurrentUser();
  const narrow = useNarrowWindow();
  const logout = useLogout();

  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 8, position: 'sticky', top: 0, zIndex: 10 }}>
      <Button type="text" aria-label="Open menu" icon={<MenuOutlined style={onGreen} />} onClick={onOpenMenu} />
      <Link to="/" style={{ ...onGreen, fontSize: 20, fontWeight: 600, flex: 1 }}>
        Hearth
      </Link>
      {!narrow && (
        <Flex gap={8} align="center">
          {user ? (
            <>
              <Typography.Text style={onGreen} data-testid="top-bar-user">
                {user.name}
              </Typography.Text>
              <Button ghost onClick={logout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <NavButton ghost to="/login">
                Login
              </NavButton>
              <NavButton ghost to="/register">
                Register
              </NavButton>
            </>
          )}
        </Flex>
      )}
    </Layout.Header>
  );
}
