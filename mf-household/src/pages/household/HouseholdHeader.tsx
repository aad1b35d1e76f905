import { EditOutlined, LoginOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { lazy, useState } from 'react';
import { spacing } from '@hearth/host';
import type { Household } from '@hearth/contracts/household';
import { Panel, Text, Title, WhenOpened } from '@hearth/host/ui';
import { cardStyles, wrapAnywhere } from './household-layout';

// Their code loads when they first open (WhenOpened), not with the page.
const JoinHouseholdDialog = lazy(() => import('./JoinHouseholdDialog').then((m) => ({ default: m.JoinHouseholdDialog })));
const RenameHouseholdDialog = lazy(() => import('./RenameHouseholdDialog').then((m) => ({ default: m.RenameHouseholdDialog })));

const memberCount = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** The household's name, owner and size; the owner can rename it, and anyone can move to another one. */
export function HouseholdHeader({ household, isOwner }: { household: Household; isOwner: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [joining, setJoining] = useState(false);
  const ownerName = household.members.find((member) => member._id === household.owner)?.name;

  return (
    <Panel styles={cardStyles}>
      <Flex wrap justify="space-between" align="center" gap={spacing(2)}>
        <div style={wrapAnywhere}>
          <Text type="secondary">Your household</Text>
          <Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 7vw, 30px)' }}>
            {household.name}
          </Title>
          <Flex wrap gap={`0 ${spacing(2)}px`}>
            {ownerName && <Text type="secondary">{`Owner: ${ownerName}`}</Text>}
            <Text type="secondary">{memberCount(household.members.length)}</Text>
          </Flex>
        </div>
        <Flex wrap gap={spacing(1)}>
          {isOwner && (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setRenaming(true)}>
              Rename
            </Button>
          )}
          <Button icon={<LoginOutlined aria-hidden />} onClick={() => setJoining(true)}>
            Join a Household
          </Button>
        </Flex>
      </Flex>
      {isOwner && (
        <WhenOpened open={renaming}>
          <RenameHouseholdDialog open={renaming} household={household} onClose={() => setRenaming(false)} />
        </WhenOpened>
      )}
      <WhenOpened open={joining}>
        <JoinHouseholdDialog open={joining} leavesCurrentHousehold onClose={() => setJoining(false)} />
      </WhenOpened>
    </Panel>
  );
}
