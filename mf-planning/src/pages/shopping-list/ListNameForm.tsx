import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { planningLimits, planningMessages as messages, planningOwnMessages as own, type ShoppingList } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';
import { useRenameShoppingListMutation } from '../../api/planning-api';
import { useAttempt } from '../../components/use-attempt';

/** ListTitle while renaming: the name in a field, saved or given up ('List name cannot be empty' when blank). */
export function ListNameForm({ list, onDone }: { list: ShoppingList; onDone: () => void }) {
  const [name, setName] = useState(list.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameShoppingListMutation();
  const attempt = useAttempt();

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(messages.listNameEmpty);
    if (trimmed.length > planningLimits.listNameMax) return setProblem(own.listNameTooLong);
    if (await attempt(() => rename({ id: list._id, name: trimmed }).unwrap(), messages.listRenamed, messages.listRenameFailed)) onDone();
  };

  return (
    <Form
      layout="inline"
      onFinish={save}
      style={{ flex: '1 1 280px', rowGap: spacing(1) }}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
    >
      <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ flex: '1 1 200px', marginInlineEnd: spacing(1) }}>
        <Input size="large" aria-label="List name" value={name} autoFocus maxLength={planningLimits.listNameMax} onChange={(event) => setName(event.target.value)} />
      </Form.Item>
      <Flex gap={spacing(1)}>
        <Button type="primary" htmlType="submit" size="large" icon={<CheckOutlined aria-hidden />} aria-label="Save name" loading={isLoading} style={touchTarget} />
        <Button size="large" icon={<CloseOutlined aria-hidden />} aria-label="Cancel renaming" onClick={onDone} style={touchTarget} />
      </Flex>
    </Form>
  );
}
