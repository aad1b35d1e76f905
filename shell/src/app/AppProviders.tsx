import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NotificationsProvider, type HostStore } from '@hearth/host';
import { SessionLoader } from '../auth/SessionLoader';

/**
 * The one store, toast messages, and the session loader. antd's theme is not here: the frame
 * and the home page use no antd component, and the pages that do are under ThemedPages
 * (routes.tsx).
 */
export function AppProviders({ store, children }: { store: HostStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <NotificationsProvider>
        <SessionLoader />
        {children}
      </NotificationsProvider>
    </Provider>
  );
}
