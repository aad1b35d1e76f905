import Flex from 'antd/es/flex';
import { isNotFound, useCurrentUser } from '@hearth/host';
import { fluid, LoadFailed, Loading, pageColumn } from '@hearth/host/ui';
import { useGetHouseholdQuery } from '../../api/household-api';
import { BackupCard } from './backup/BackupCard';
import { HouseholdHeader } from './HouseholdHeader';
import { InviteCodeCard } from './InviteCodeCard';
import { MemberList } from './MemberList';
import { NoHousehold } from './NoHousehold';
import { PendingInvitations } from './PendingInvitations';

// The household's pages end with their last card: no room below it.
const column = (maxWidth: number) => ({ ...pageColumn(maxWidth), paddingBottom: 0 });
const gap = fluid(2, 3);

/** /household (docs/product/household.md "The household page"): the household, its invite code and invitations, its members, and its backup. */
export default function HouseholdPage() {
  const user = useCurrentUser();
  const { data, error, isLoading, isError, isFetching, refetch } = useGetHouseholdQuery(undefined, { skip: !user });
  const noHousehold = isError && isNotFound(error);
  const household = isError ? undefined : data;

  // The shell renders this page only once the user is loaded.
  if (!user) return null;

  if (isLoading || (!isError && !household)) {
    return <Loading what="household" />;
  }

  if (noHousehold) {
    return (
      <div style={column(640)}>
        <NoHousehold />
      </div>
    );
  }

  if (!household) {
    return (
      <div style={column(640)}>
        <LoadFailed text="Failed to load household data" onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const isOwner = household.owner === user._id;
  return (
    <Flex vertical gap={gap} style={column(1080)}>
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
        <Flex vertical gap={gap}>
          <MemberList household={household} currentUserId={user._id} isOwner={isOwner} />
          <BackupCard />
        </Flex>
      </div>
    </Flex>
  );
}
