import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal';
import { planningLimits, planningMessages as messages, planningOwnMessages as own } from '@hearth/contracts/planning';
import { errorMessage, useNotify } from '@hearth/host';
import { useNavigate } from 'react-router-dom';
import { useCreateShoppingListMutation } from '../../api/planning-api';
import { RecipeSelect } from '../../components/RecipeSelect';
import { ServingsInput, servingsRules } from '../../components/ServingsInput';

interface CreateValues {
  name: string;
  recipeIds?: string[];
  servings?: number | null;
}

const nameRules = [
  { required: true, whitespace: true, message: messages.listNameRequired },
  { max: planningLimits.listNameMax, message: own.listNameTooLong },
];

/** A new list: a name, and optionally recipes whose ingredients fill it, scaled to a number of servings. The new list opens. */
export function CreateListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const [createList, { isLoading }] = useCreateShoppingListMutation();
  const notify = useNotify();
  const navigate = useNavigate();

  const create = async ({ name, recipeIds = [], servings = null }: CreateValues) => {
    try {
      const list = await createList({ name: name.trim(), recipeIds, servings: recipeIds.length > 0 ? servings : null }).unwrap();
      notify.success(messages.listCreated);
      onClose();
      // The new list opens, to be filled or shopped from.
      navigate(`/shopping-lists/${list._id}`);
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
        <Form.Item label="Add ingredients from recipes (optional)" name="recipeIds">
          <RecipeSelect mode="multiple" />
        </Form.Item>
        <Form.Item
          label="Servings (optional)"
          name="servings"
          rules={servingsRules}
          extra="Each recipe that says how many it serves is scaled to this many."
          style={{ marginBottom: 0 }}
        >
          <ServingsInput placeholder="As each recipe serves" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
