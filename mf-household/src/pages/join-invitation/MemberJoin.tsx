import { TeamOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useCurrentHousehold, type CurrentUser } from '@hearth/host';
import { Notice, Paragraph, Text } from '@hearth/host/ui';

/** Joining moves the user: the server takes them out of the household they are in. */
export const LEAVES_CURRENT_HOUSEHOLD = 'Joining this household will remove you from your current one.';

/** A signed-in user accepts with one click (or has already joined automatically). */
export function MemberJoin({ user, busy, onJoin }: { user: CurrentUser; busy: boolean; onJoin: () => void }) {
  const household = useCurrentHousehold();
  return (
    <>
      <Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        Signed in as <Text strong>{user.email}</Text>
      </Paragraph>
      {/* A standing note, not news: no role="alert" for screen readers to interrupt with. */}
      {household && <Notice type="warning" showIcon role="note" title={LEAVES_CURRENT_HOUSEHOLD} />}
      <Button type="primary" size="large" block icon={<TeamOutlined aria-hidden />} loading={busy} onClick={onJoin}>
        Join Household
      </Button>
    </>
  );
}
