import { errorMessage } from '@hearth/host';
import type { Member } from '@hearth/contracts/household';
import { ConfirmDialog, Paragraph, Text } from '@hearth/host/ui';
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
      <Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
        Remove <Text strong>{member?.name}</Text> ({member?.email}) from {householdName}?
      </Paragraph>
    </ConfirmDialog>
  );
}
