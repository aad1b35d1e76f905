import { UserDeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { hearthColors, spacing } from '@hearth/host';
import type { Member } from '@hearth/contracts/household';
import { Avatar, Text } from '@hearth/host/ui';
import { wrapAnywhere } from './household-layout';

const divider = hearthColors.border;

/** A member's name with the '(Owner)' and '(You)' markers, their e-mail, and the owner's remove button. */
export function MemberRow({
  member,
  first,
  isOwner,
  isYou,
  onRemove,
}: {
  member: Member;
  first: boolean;
  isOwner: boolean;
  isYou: boolean;
  onRemove?: () => void;
}) {
  return (
    <li style={{ paddingBlock: spacing(1.5), borderTop: first ? undefined : `1px solid ${divider}` }}>
      <Flex align="center" gap={spacing(1.5)}>
        <Avatar>
          {member.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        {/* On a phone the button wraps under the name rather than squeezing it. */}
        <Flex wrap align="center" gap={`${spacing(1)}px ${spacing(2)}px`} style={{ flex: 1, minWidth: 0 }}>
          <Flex vertical style={{ ...wrapAnywhere, flex: '1 1 180px' }}>
            <Text strong>
              {member.name}
              {isOwner && <Text type="secondary"> (Owner)</Text>}
              {isYou && <Text type="secondary"> (You)</Text>}
            </Text>
            <Text type="secondary">{member.email}</Text>
          </Flex>
          {onRemove && (
            <Button danger icon={<UserDeleteOutlined aria-hidden />} onClick={onRemove} aria-label={`Remove ${member.name}`}>
              Remove
            </Button>
          )}
        </Flex>
      </Flex>
    </li>
  );
}
