import Flex from 'antd/es/flex';
import { lazy, Suspense } from 'react';
import { spacing, useCurrentUser } from '@hearth/host';
import { fluid, pageColumn, Panel, Tabs, Title } from '@hearth/host/ui';
import { PageSpinner } from '../../app/PageSpinner';
import { EmailStatusNotice } from './EmailStatusNotice';
import { LogoutEverywhere } from './LogoutEverywhere';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { RemoveAccount } from './RemoveAccount';
import { ThemeSwitch } from './ThemeSwitch';

// Its code (a select, radio buttons, tags) loads when the tab is first shown, not with the page.
const ApiTokensTab = lazy(() => import('./ApiTokensTab').then((m) => ({ default: m.ApiTokensTab })));

/** /profile (docs/product/auth.md "Profile"): the PROFILE, PASSWORD and API TOKENS tabs, 'Theme', 'log out everywhere', then the account-removal danger zone. */
export default function ProfilePage() {
  const user = useCurrentUser();
  // RequireAuth renders this page only once the user is loaded.
  if (!user) return null;

  return (
    <Flex vertical gap={spacing(3)} style={{ ...pageColumn(640), paddingBottom: 0 }}>
      <Title style={{ margin: 0, fontSize: 'clamp(26px, 7vw, 32px)' }}>Your Profile</Title>
      <EmailStatusNotice />
      <Panel styles={{ body: { padding: `0 ${fluid(2, 3)} ${spacing(3)}px` } }}>
        <Tabs
          defaultActiveKey="profile"
          items={[
            { key: 'profile', label: 'PROFILE', children: <ProfileForm user={user} /> },
            { key: 'password', label: 'PASSWORD', children: <PasswordForm /> },
            {
              key: 'api-tokens',
              label: 'API TOKENS',
              children: (
                <Suspense fallback={<PageSpinner />}>
                  <ApiTokensTab />
                </Suspense>
              ),
            },
          ]}
        />
      </Panel>
      <ThemeSwitch />
      <LogoutEverywhere />
      <RemoveAccount />
    </Flex>
  );
}
