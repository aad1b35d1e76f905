import { LoginOutlined, UserAddOutlined } from '@ant-design/icons';
import { NavButton, Paragraph } from '@hearth/host/ui';

import { JoinCard } from '../join-invitation/JoinCard';

/** A household is joined by an account: sign in or sign up, and the redirect brings the user back. */
export function VisitorCodeJoin({ code }: { code: string }) {
  const back = encodeURIComponent(`/join?code=${encodeURIComponent(code)}`);
  return (
    <JoinCard heading="Join a household">
      <Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        You need a Hearth account to join a household. Sign in or create one, and you will come straight back
        here to join.
      </Paragraph>
      <NavButton to={`/login?redirect=${back}`} type="primary" size="large" block icon={<LoginOutlined aria-hidden />}>
        Sign In
      </NavButton>
      <NavButton to={`/register?redirect=${back}`} size="large" block icon={<UserAddOutlined aria-hidden />}>
        Create Account
      </NavButton>
    </JoinCard>
  );
}
