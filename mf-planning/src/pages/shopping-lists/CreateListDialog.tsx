import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal';
import { planningLimits, planningMessages as messages, planningOwnMessages as own } from '@hearth/contracts/planning';
import { errorMessage, useNotify } from '@hearth/host';
import { useCreateShoppingListMutation } from '../../api/planning-api';
import { RecipeSelect } from '../../components/RecipeSelect';

interface CreateValues {
  name: string;
  recipeIds?: string[];
}

const nameRules = [
  { required: true, whitespace: true, message: messages.listNameRequired },
  { max: planningLimits.listNameMax, message: own.listNameTooLong },
];

/** A new list: a name, and optionally recipes whose ingredients fill it. */
export function CreateListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const [createList, { isLoading }] = useCreateShoppingListMutation();
  const notify = useNotify();

  const create = async ({ name, recipeIds = [] }: CreateValues) => {
    try {
      await createList({ name: name.trim(), recipeIds }).unwrap();
      notify.success(messages.listCreated);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, messages.listCreateFailed));
    }
  };

  return (
    <Modal open={open} title="Create Shopping List" okText="Create" confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} clearOnDestroy onFinish={create}>
        <Form.Item label="List name" name="name" rules={nameRules} validateFirst>
          <Input size="large" maxLength={planningLimits.listNameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Add ingredients from recipes (optional)" name="recipeIds" style={{ marginBottom: 0 }}>
          <RecipeSelect mode="multiple" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
