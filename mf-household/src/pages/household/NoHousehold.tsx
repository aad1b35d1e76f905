import { HomeOutlined, LoginOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { lazy, useState } from 'react';
import { householdMessages } from '@hearth/contracts/household';
import { PRIMARY_GREEN, spacing } from '@hearth/host';
import { Panel, Paragraph, Title, WhenOpened } from '@hearth/host/ui';
import { cardStyles } from './household-layout';

// Its code loads when it first opens (WhenOpened), not with the page.
const JoinHouseholdDialog = lazy(() => import('./JoinHouseholdDialog').then((m) => ({ default: m.JoinHouseholdDialog })));

/** The page for a user without a household (GET /households answered 404): join one by its code. */
export function NoHousehold() {
  const [joining, setJoining] = useState(false);
  return (
    <Panel styles={cardStyles}>
      <Flex vertical align="center" gap={spacing(1)} style={{ textAlign: 'center', paddingBlock: spacing(2) }}>
        <HomeOutlined aria-hidden style={{ fontSize: 40, color: PRIMARY_GREEN }} />
        <Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 7vw, 30px)' }}>
          Household
        </Title>
        <Paragraph style={{ margin: 0, fontSize: 16 }}>{householdMessages.noHousehold}</Paragraph>
        <Paragraph type="secondary" style={{ margin: 0 }}>
          Ask someone in the household for its invite code, or open the link in their invitation e-mail.
        </Paragraph>
        <Button type="primary" size="large" icon={<LoginOutlined aria-hidden />} onClick={() => setJoining(true)} style={{ marginTop: spacing(2) }}>
          Join a Household
        </Button>
      </Flex>
      <WhenOpened open={joining}>
        <JoinHouseholdDialog open={joining} leavesCurrentHousehold={false} onClose={() => setJoining(false)} />
      </WhenOpened>
    </Panel>
  );
}
