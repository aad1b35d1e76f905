import { LoginOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import { useNavigate } from 'react-router-dom';
import type { NewAccount } from '@hearth/host/api';
import { Paragraph } from '@hearth/host/ui';
import { CreateAccountForm } from './CreateAccountForm';
import { rememberPendingInvitation } from './pending-invitation';

interface VisitorJoinProps {
  token: string;
  email: string;
  busy: boolean;
  onCreateAccount: (account: NewAccount) => void;
}

/**
 * A visitor joins with a new account, or signs in first: the token waits in session storage and the
 * login page's redirect brings the user back here (docs/product/household.md "Accepting an invitation").
 */
export function VisitorJoin({ token, email, busy, onCreateAccount }: VisitorJoinProps) {
  const navigate = useNavigate();
  const signInAndJoin = () => {
    rememberPendingInvitation(token);
    // The product's form of the link, unencoded: invitation tokens are URL-safe.
    navigate(`/login?redirect=/join-household/${token}`);
  };

  return (
    <>
      <Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        Create your Hearth account to accept the invitation.
      </Paragraph>
      <CreateAccountForm email={email} busy={busy} onSubmit={onCreateAccount} />
      <Divider plain style={{ margin: 0 }}>
        Already have an account?
      </Divider>
      <Button size="large" block icon={<LoginOutlined aria-hidden />} onClick={signInAndJoin} disabled={busy}>
        Sign In &amp; Join
      </Button>
    </>
  );
}
