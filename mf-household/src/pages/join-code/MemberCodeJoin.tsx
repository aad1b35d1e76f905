import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { errorMessage, isApiError, useCurrentHousehold } from '@hearth/host';
import { householdMessages, type HouseholdPreview } from '@hearth/contracts/household';
import { Avatar, Loading, NavButton, Notice, Paragraph, Text } from '@hearth/host/ui';
import { usePreviewHouseholdQuery } from '../../api/household-api';

import { JoinCard } from '../join-invitation/JoinCard';
import { LEAVES_CURRENT_HOUSEHOLD } from '../join-invitation/MemberJoin';
import { useJoinByCode } from './use-join-by-code';

const householdIcon = (
  <Avatar size={56}>
    <TeamOutlined />
  </Avatar>
);
const memberCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

function PreviewedJoin({ code, preview }: { code: string; preview: HouseholdPreview }) {
  const { join, joining, failure, joined } = useJoinByCode(code);
  const household = useCurrentHousehold();
  const heading = (
    <>
      <Text type="secondary" style={{ display: 'block', fontSize: 16, fontWeight: 400 }}>
        You are invited to join
      </Text>{' '}
      {preview.name}
    </>
  );

  const action = () => {
    if (joined) return <Notice type="success" showIcon title="Successfully joined household" description={`Taking you to ${joined.name}…`} />;
    if (failure?.alreadyMember) {
      return (
        <>
          <Notice type="info" showIcon title={failure.message} />
          <NavButton to="/household" type="primary" size="large" block icon={<HomeOutlined aria-hidden />}>
            Go to Household
          </NavButton>
        </>
      );
    }
    return (
      <>
        {failure && <Notice type="error" showIcon title={failure.message} />}
        {household && <Notice type="warning" showIcon role="note" title={LEAVES_CURRENT_HOUSEHOLD} />}
        <Button type="primary" size="large" block icon={<TeamOutlined aria-hidden />} loading={joining} onClick={join}>
          Join Household
        </Button>
      </>
    );
  };

  return (
    <JoinCard top={householdIcon} heading={heading}>
      <Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        <TeamOutlined aria-hidden /> {memberCount(preview.memberCount)}
      </Paragraph>
      {action()}
    </JoinCard>
  );
}

/** A signed-in user sees which household the code opens before joining it. */
export function MemberCodeJoin({ code }: { code: string }) {
  const { data, error, isError, refetch } = usePreviewHouseholdQuery(code);

  if (isError) {
    const unknownCode = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <JoinCard heading="Join a household">
        <Notice
          type="error"
          showIcon
          title={unknownCode ? householdMessages.invalidInviteCode : errorMessage(error, 'Failed to load household data')}
          action={unknownCode ? undefined : <Button size="small" onClick={() => void refetch()}>Try again</Button>}
        />
        <NavButton to="/" type="primary" size="large" block icon={<HomeOutlined aria-hidden />}>
          Go to Homepage
        </NavButton>
      </JoinCard>
    );
  }
  if (!data) return <JoinCard heading="Join a household"><Loading compact /></JoinCard>;
  return <PreviewedJoin code={code} preview={data} />;
}
