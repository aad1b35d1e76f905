import Typography from 'antd/es/typography';
import { errorMessage } from '@hearth/host';
import { ConfirmDialog } from '@hearth/host/ui';
import type { Member } from '@hearth/contracts/household';
import { useRemoveMemberMutation } from '../../api/household-api';
import { useHouseholdToasts } from './use-household-toasts';

/** The owner confirms, naming the member, before removing them; the outcome is a toast. */
export function RemoveMemberDialog({
  open,
  member,
  householdName,
  onClose,
}: {
  open: boolean;
  member: Member | null;
  householdName: string;
  onClose: () => void;
}) {
  const [removeMember, { isLoading }] = useRemoveMemberMutation();
  const toasts = useHouseholdToasts();

  const remove = async () => {
    if (!member) return;
    try {
      await removeMember(member._id).unwrap();
      toasts.success('Member removed successfully');
    } catch (error) {
      toasts.error(errorMessage(error, 'Failed to remove member'));
    }
    onClose();
  };

  return (
    <ConfirmDialog open={open} title="Remove member?" confirmText="Remove" busy={isLoading} onConfirm={remove} onCancel={onClose}>
      <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
        Remove <Typography.Text strong>{member?.name}</Typography.Text> ({member?.email}) from {householdName}?
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
