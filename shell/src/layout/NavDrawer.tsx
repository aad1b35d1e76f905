import Drawer from 'antd/es/drawer';
import Menu from 'antd/es/menu';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@hearth/host';
import { AntdTheme } from '../app/AntdTheme';
import { everyoneItems, guestItems, userItems } from './nav-items';
import { useLogout } from './use-logout';

const LOGOUT = 'logout';

export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const items = [...everyoneItems, ...(user ? userItems : guestItems)].map((item) => ({ key: item.to, label: item.label }));
  if (user) items.push({ key: LOGOUT, label: 'Logout' });

  return (
    <AntdTheme>
      <Drawer title="Hearth" placement="left" open={open} onClose={onClose} size={260} styles={{ body: { padding: 0 } }}>
        <nav aria-label="Main menu">
          <Menu
            mode="inline"
            selectedKeys={[location.pathname]}
            items={items}
            onClick={({ key }) => {
              onClose();
              if (key === LOGOUT) void logout();
              else navigate(key);
            }}
          />
        </nav>
      </Drawer>
    </AntdTheme>
  );
}
