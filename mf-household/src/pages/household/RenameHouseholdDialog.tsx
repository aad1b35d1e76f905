import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { currentHouseholdChanged, errorMessage, useHostDispatch } from '@hearth/host';
import { useRenameHouseholdMutation, type Household } from '../../api/household-api';
import { HOUSEHOLD_NAME_MAX, householdNameRules } from './household-rules';
import { useHouseholdToasts } from './use-household-toasts';

interface RenameValues {
  name: string;
}

/** The owner's rename: the new name goes to the server, then to the session (the top bar shows it). */
export function RenameHouseholdDialog({ open, household, onClose }: { open: boolean; household: Household; onClose: () => void }) {
  const [form] = Form.useForm<RenameValues>();
  const [renameHousehold, { isLoading }] = useRenameHouseholdMutation();
  const dispatch = useHostDispatch();
  const toasts = useHouseholdToasts();

  const rename = async ({ name }: RenameValues) => {
    try {
      const renamed = await renameHousehold({ name: name.trim() }).unwrap();
      dispatch(currentHouseholdChanged({ _id: household._id, name: renamed?.name ?? name.trim() }));
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
          <Input maxLength={HOUSEHOLD_NAME_MAX} showCount autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
