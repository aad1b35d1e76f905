import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { errorMessage, spacing } from '@hearth/host';
import { Panel, Paragraph, Title } from '@hearth/host/ui';
import { useLogoutEverywhereMutation } from '../../auth/auth-api';
import { useLogout } from '../../layout/use-logout';
import { FormFeedback, type Feedback } from './FormFeedback';

/**
 * Ends every session of the account (a lost phone, a shared computer): the server refuses them all
 * from the answer on, this one included, so the member is signed out here too. API tokens stay;
 * each is revoked in its tab.
 */
export function LogoutEverywhere() {
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const logout = useLogout();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const signOutEverywhere = async () => {
    setFeedback(null);
    try {
      await logoutEverywhere().unwrap();
    } catch (error) {
      setFeedback({ type: 'error', text: errorMessage(error, 'Failed to log out everywhere. Please try again.') });
      return;
    }
    await logout({ endedOnServer: true });
  };

  return (
    <Panel
      aria-labelledby="devices-title"
      role="region"
      title={
        <Title id="devices-title" level={2} style={{ margin: 0, fontSize: 18 }}>
          Signed-in devices
        </Title>
      }
    >
      <FormFeedback feedback={feedback} />
      <Flex vertical align="flex-start" gap={spacing(2)}>
        <Paragraph style={{ margin: 0 }}>
          Lost a phone, or signed in on a computer that is not yours? Log out everywhere ends every session of your
          account, this one included. API tokens keep working until you revoke them.
        </Paragraph>
        <Button onClick={signOutEverywhere} loading={isLoading}>
          Log out everywhere
        </Button>
      </Flex>
    </Panel>
  );
}
