import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import { type CurrentUser, isNotFound, spacing, useCurrentHousehold, useCurrentUser } from '@hearth/host';
import { NavButton, Panel, Text, Title } from '@hearth/host/ui';
import { useGetHouseholdQuery } from '../api/household-api';

const memberCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/**
 * The household as the dashboard shows it: the server's answer when it has one (a 404 means no
 * household), else the host's current household, so the card still renders when GET /households fails.
 */
function useHouseholdSummary() {
  const { data, error } = useGetHouseholdQuery();
  const current = useCurrentHousehold();
  if (data) return { name: data.name, members: data.members.length };
  if (isNotFound(error)) return { name: null, members: undefined };
  return { name: current?.name ?? null, members: undefined };
}

/** docs/product/README.md "Dashboard": the household name, a welcome line and 'Manage Household'. */
export default function HouseholdSummary() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Summary user={user} />;
}

function Summary({ user }: { user: CurrentUser }) {
  const { name, members } = useHouseholdSummary();
  return (
    <Panel>
      <Flex wrap justify="space-between" align="center" gap={spacing(2)}>
        <Flex vertical gap={spacing(0.5)} style={{ minWidth: 0 }}>
          <Title level={1} style={{ margin: 0, fontSize: 28, overflowWrap: 'anywhere' }}>
            {name ?? 'No household yet'}
          </Title>
          <Text type="secondary">{`Welcome back, ${user.name}!`}</Text>
          {members !== undefined && (
            <Text type="secondary">
              <TeamOutlined aria-hidden /> {memberCount(members)}
            </Text>
          )}
        </Flex>
        <NavButton to="/household" type="primary" icon={<HomeOutlined aria-hidden />}>
          Manage Household
        </NavButton>
      </Flex>
    </Panel>
  );
}
