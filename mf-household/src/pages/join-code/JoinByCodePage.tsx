import { HomeOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser, useSessionStatus } from '@hearth/host';
import { Loading, NavButton, Notice, SessionUnreachable } from '@hearth/host/ui';

import { JoinCard } from '../join-invitation/JoinCard';
import { MemberCodeJoin } from './MemberCodeJoin';
import { VisitorCodeJoin } from './VisitorCodeJoin';

function IncompleteLink() {
  return (
    <JoinCard heading="Join a household">
      <Notice
        type="warning"
        showIcon
        title="This invite link is incomplete"
        description="It has no invite code. Ask a member of the household to share the link again, or enter the code on your household page."
      />
      <NavButton to="/household" type="primary" size="large" block icon={<HomeOutlined aria-hidden />}>
        Go to Household
      </NavButton>
    </JoinCard>
  );
}

/**
 * /join?code={code}: where the household page's 'Share Link' leads (docs/product/household.md). Not in the
 * product's route table; no sign-in needed to open it, an account needed to join.
 */
export default function JoinByCodePage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const status = useSessionStatus();
  const user = useCurrentUser();

  if (!code) return <IncompleteLink />;
  if (status === 'loading') return <JoinCard heading="Join a household"><Loading compact /></JoinCard>;
  if (status === 'unreachable') return <JoinCard heading="Join a household"><SessionUnreachable compact /></JoinCard>;
  if (!user) return <VisitorCodeJoin code={code} />;
  return <MemberCodeJoin code={code} />;
}
