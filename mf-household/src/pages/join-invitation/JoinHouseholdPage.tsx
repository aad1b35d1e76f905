import { HomeOutlined, MailOutlined, TeamOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { errorMessage, useCurrentUser, useSessionStatus } from '@hearth/host';
import { householdMessages, type InvitationPreview } from '@hearth/contracts/household';
import { Avatar, Loading, NavButton, Notice, Paragraph, SessionUnreachable, Text } from '@hearth/host/ui';
import { useVerifyInvitationQuery } from '../../api/household-api';

import { JoinCard } from './JoinCard';
import { MemberJoin } from './MemberJoin';
import { useJoinInvitation } from './use-join-invitation';
import { VisitorJoin } from './VisitorJoin';

type Invitation = InvitationPreview['invitation'];

const householdIcon = (
  <Avatar size={56}>
    <TeamOutlined />
  </Avatar>
);

/** One sentence for screen readers ("Olive invited you to join The Olive Grove"), the name large. */
function InvitationHeading({ invitation }: { invitation: Invitation }) {
  return (
    <>
      <Text type="secondary" style={{ display: 'block', fontSize: 16, fontWeight: 400 }}>
        {invitation.invitedBy} invited you to join
      </Text>{' '}
      {invitation.householdName}
    </>
  );
}

function InvitationJoin({ token, invitation }: { token: string; invitation: Invitation }) {
  const status = useSessionStatus();
  const user = useCurrentUser();
  const { join, createAccountAndJoin, busy, failure, joined } = useJoinInvitation(token, invitation.email);

  const way = () => {
    if (status === 'loading') return <Loading compact />;
    if (status === 'unreachable') return <SessionUnreachable compact />;
    if (user) return <MemberJoin user={user} busy={busy} onJoin={join} />;
    return <VisitorJoin token={token} email={invitation.email} busy={busy} onCreateAccount={createAccountAndJoin} />;
  };

  return (
    <JoinCard top={householdIcon} heading={<InvitationHeading invitation={invitation} />}>
      <Paragraph type="secondary" style={{ margin: 0, textAlign: 'center', overflowWrap: 'anywhere' }}>
        <MailOutlined aria-hidden /> Invitation for <Text strong>{invitation.email}</Text>
      </Paragraph>
      {joined ? (
        <Notice type="success" showIcon title="Successfully joined household!" description={`Taking you to ${joined.name}…`} />
      ) : (
        <>
          {failure && <Notice type="error" showIcon title={failure} />}
          {way()}
        </>
      )}
    </JoinCard>
  );
}

/** /join-household/{invitationToken} (docs/product/household.md "Accepting an invitation"): no sign-in needed. */
export default function JoinHouseholdPage() {
  const { invitationToken = '' } = useParams();
  const { data, error, isError } = useVerifyInvitationQuery(invitationToken);

  if (isError) {
    return (
      <JoinCard heading="Household invitation">
        <Notice type="error" showIcon title={errorMessage(error, householdMessages.invalidInvitation)} />
        <NavButton to="/" type="primary" size="large" block icon={<HomeOutlined aria-hidden />}>
          Go to Homepage
        </NavButton>
      </JoinCard>
    );
  }
  if (!data) return <JoinCard heading="Household invitation"><Loading compact /></JoinCard>;
  return <InvitationJoin token={invitationToken} invitation={data.invitation} />;
}
