import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { hearthTheme, NotificationsProvider, type HostStore } from '@hearth/host';
import { SessionLoader } from '../auth/SessionLoader';

/** The one store, the one theme, toast messages, and the session loader. */
export function AppProviders({ store, children }: { store: HostStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={hearthTheme}>
        <NotificationsProvider>
          <SessionLoader />
          {children}
        </NotificationsProvider>
      </ConfigProvider>
    </Provider>
  );
}
