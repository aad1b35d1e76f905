import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal';
import { errorMessage } from '@hearth/host';
import { householdLimits, type Household } from '@hearth/contracts/household';
import { useRenameHouseholdMutation } from '../../api/household-api';
import { householdNameRules } from './household-rules';
import { useHouseholdToasts } from './use-household-toasts';

interface RenameValues {
  name: string;
}

/** The owner's rename; the host learns the new name from the server's answer. */
export function RenameHouseholdDialog({ open, household, onClose }: { open: boolean; household: Household; onClose: () => void }) {
  const [form] = Form.useForm<RenameValues>();
  const [renameHousehold, { isLoading }] = useRenameHouseholdMutation();
  const toasts = useHouseholdToasts();

  const rename = async ({ name }: RenameValues) => {
    try {
      await renameHousehold({ name: name.trim() }).unwrap();
      toasts.success('Household name updated successfully');
      onClose();
    } catch (error) {
      toasts.error(errorMessage(error, 'Failed to update household name'));
    }
  };

  return (
    <Modal
      open={open}
      title="Rename household"
      okText="Save"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" clearOnDestroy initialValues={{ name: household.name }} onFinish={rename} requiredMark={false}>
        <Form.Item label="Household name" name="name" rules={householdNameRules} validateFirst style={{ marginBottom: 0 }}>
          <Input maxLength={householdLimits.nameMax} showCount autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
