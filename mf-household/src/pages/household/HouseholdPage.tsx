import Flex from 'antd/es/flex';
import { isNotFound, spacing, Spinner, useCurrentUser } from '@hearth/host';
import { useGetHouseholdQuery } from '../../api/household-api';
import { HouseholdHeader } from './HouseholdHeader';
import { fluid } from './household-layout';
import { InviteCodeCard } from './InviteCodeCard';
import { MemberList } from './MemberList';
import { NoHousehold } from './NoHousehold';
import { PendingInvitations } from './PendingInvitations';
import { LoadFailed } from './LoadFailed';

const page = { width: '100%', maxWidth: 1080, margin: '0 auto', paddingTop: fluid(1, 3) };
const gap = fluid(2, 3);

/** /household (docs/product/household.md "The household page"): the household, its invite code and invitations, and its members. */
export default function HouseholdPage() {
  const user = useCurrentUser();
  const { data, error, isLoading, isError, isFetching, refetch } = useGetHouseholdQuery(undefined, { skip: !user });
  const noHousehold = isError && isNotFound(error);
  const household = isError ? undefined : data;

  // The shell renders this page only once the user is loaded.
  if (!user) return null;

  if (isLoading || (!isError && !household)) {
    return (
      <Flex justify="center" role="status" aria-label="Loading household" style={{ padding: spacing(8) }}>
        <Spinner size={40} />
      </Flex>
    );
  }

  if (noHousehold) {
    return (
      <div style={{ ...page, maxWidth: 640 }}>
        <NoHousehold />
      </div>
    );
  }

  if (!household) {
    return (
      <div style={{ ...page, maxWidth: 640 }}>
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const isOwner = household.owner === user._id;
  return (
    <Flex vertical gap={gap} style={page}>
      <HouseholdHeader household={household} isOwner={isOwner} />
      <div
        style={{
          display: 'grid',
          gap,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))',
          alignItems: 'start',
        }}
      >
        <Flex vertical gap={gap}>
          <InviteCodeCard inviteCode={household.inviteCode} isOwner={isOwner} />
          <PendingInvitations />
        </Flex>
        <MemberList household={household} currentUserId={user._id} isOwner={isOwner} />
      </div>
    </Flex>
  );
}
