import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { errorMessage } from '@hearth/host';
import { LoadFailed, Panel, Text } from '@hearth/host/ui';
import { useGetInvitationsQuery, useResendInvitationMutation } from '../../api/household-api';
import { cardStyles, plainList } from './household-layout';
import { InvitationRow } from './InvitationRow';
import { pendingInvitations } from './invitation-status';
import { useHouseholdToasts } from './use-household-toasts';

/** The invitations not yet accepted, each Active or Expired, with a resend any member may use. */
export function PendingInvitations() {
  const { data, isLoading, isError, isFetching, refetch } = useGetInvitationsQuery();
  const [resendInvitation] = useResendInvitationMutation();
  const [resending, setResending] = useState<string | null>(null);
  const toasts = useHouseholdToasts();
  const pending = pendingInvitations(data);

  const resend = async (invitationId: string) => {
    setResending(invitationId);
    try {
      await resendInvitation(invitationId).unwrap();
      toasts.success('Invitation resent successfully');
    } catch (error) {
      toasts.error(errorMessage(error, 'Failed to resend invitation'));
    } finally {
      setResending(null);
    }
  };

  let content;
  if (isLoading) content = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (isError) {
    content = <LoadFailed text="Failed to load household data" onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (pending.length === 0) content = <Text type="secondary">No pending invitations</Text>;
  else {
    content = (
      <ul aria-labelledby="pending-invitations-title" style={plainList}>
        {pending.map((invitation, index) => (
          <InvitationRow
            key={invitation._id}
            invitation={invitation}
            first={index === 0}
            resending={resending === invitation._id}
            onResend={() => void resend(invitation._id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Panel title={<span id="pending-invitations-title">Pending invitations</span>} styles={cardStyles}>
      {content}
    </Panel>
  );
}
