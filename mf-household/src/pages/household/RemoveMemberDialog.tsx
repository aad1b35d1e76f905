import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { errorMessage } from '@hearth/host';
import { useRemoveMemberMutation, type Member } from '../../api/household-api';
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
    <Modal
      open={open}
      title="Remove member?"
      okText="Remove"
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={remove}
      onCancel={onClose}
    >
      <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
        Remove <Typography.Text strong>{member?.name}</Typography.Text> ({member?.email}) from {householdName}?
      </Typography.Paragraph>
    </Modal>
  );
}
