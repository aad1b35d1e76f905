import { SendOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { hearthColors, spacing } from '@hearth/host';
import type { Invitation } from '@hearth/contracts/household';
import { Chip, Text } from '@hearth/host/ui';
import { wrapAnywhere } from './household-layout';
import { formatDate, isExpired } from './invitation-status';

const divider = hearthColors.border;

/** One pending invitation: who, when it was sent, whether it still works, and a resend. */
export function InvitationRow({
  invitation,
  first,
  resending,
  onResend,
}: {
  invitation: Invitation;
  first: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  const expired = isExpired(invitation);
  return (
    <li style={{ paddingBlock: spacing(1.5), borderTop: first ? undefined : `1px solid ${divider}` }}>
      {/* On a phone the button wraps under the address rather than squeezing it. */}
      <Flex wrap align="center" gap={`${spacing(1)}px ${spacing(2)}px`}>
        <Flex vertical style={{ ...wrapAnywhere, flex: '1 1 200px' }}>
          <Text strong>{invitation.email}</Text>
          <Flex wrap align="center" gap={spacing(1)}>
            <Text type="secondary">
              Sent <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt)}</time>
            </Text>
            <Chip color={expired ? 'default' : 'green'} style={{ marginInlineEnd: 0 }}>
              {expired ? 'Expired' : 'Active'}
            </Chip>
          </Flex>
        </Flex>
        <Button
          icon={<SendOutlined aria-hidden />}
          loading={resending}
          onClick={onResend}
          aria-label={`Resend invitation to ${invitation.email}`}
        >
          Resend
        </Button>
      </Flex>
    </li>
  );
}
