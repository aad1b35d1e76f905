import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal';
import { householdMessages } from '@hearth/contracts/household';
import { errorMessage, isApiError, spacing } from '@hearth/host';
import { useJoinHouseholdMutation } from '../../api/household-api';
import { inviteCodeRules } from './household-rules';
import { useHouseholdToasts } from './use-household-toasts';
import { Notice } from '@hearth/host/ui';

interface JoinValues {
  inviteCode: string;
}

/** docs/product/household.md: a code the server does not know (404) or refuses (400) is 'Invalid invite code'. */
function joinFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return householdMessages.invalidInviteCode;
  return errorMessage(error, 'Failed to join household');
}

/**
 * Joins a household by its invite code. A user who already has one leaves it by joining, so the
 * dialog says so before they do.
 */
export function JoinHouseholdDialog({
  open,
  leavesCurrentHousehold,
  onClose,
}: {
  open: boolean;
  leavesCurrentHousehold: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<JoinValues>();
  const [joinHousehold, { isLoading }] = useJoinHouseholdMutation();
  const toasts = useHouseholdToasts();

  const join = async ({ inviteCode }: JoinValues) => {
    try {
      await joinHousehold({ inviteCode: inviteCode.trim() }).unwrap();
      toasts.success('Successfully joined household');
      onClose();
    } catch (error) {
      toasts.error(joinFailureMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title="Join a Household"
      okText="Join"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {leavesCurrentHousehold && (
        <Notice
          type="warning"
          showIcon
          title="Joining another household will remove you from your current one."
          style={{ marginBottom: spacing(2) }}
        />
      )}
      <Form form={form} layout="vertical" clearOnDestroy onFinish={join} requiredMark={false}>
        <Form.Item
          label="Invite code"
          name="inviteCode"
          rules={inviteCodeRules}
          extra="Ask a member of the household for its invite code."
          style={{ marginBottom: 0 }}
        >
          <Input autoComplete="off" spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
