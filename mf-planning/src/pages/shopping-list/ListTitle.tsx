import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { planningLimits, planningMessages as messages, planningOwnMessages as own, type ShoppingList } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { Title } from '@hearth/host/ui';
import { useRenameShoppingListMutation } from '../../api/planning-api';
import { pageTitle, touchTarget } from '../../components/layout';
import { useAttempt } from '../../components/use-attempt';

/** The list's name, renamed in place ('List name cannot be empty' when blank). */
export function ListTitle({ list }: { list: ShoppingList }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameShoppingListMutation();
  const attempt = useAttempt();

  const start = () => {
    setName(list.name);
    setProblem(null);
    setEditing(true);
  };

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(messages.listNameEmpty);
    if (trimmed.length > planningLimits.listNameMax) return setProblem(own.listNameTooLong);
    if (await attempt(() => rename({ id: list._id, name: trimmed }).unwrap(), messages.listRenamed, messages.listRenameFailed)) setEditing(false);
  };

  if (!editing) {
    return (
      <Flex align="center" gap={spacing(1)} style={{ minWidth: 0 }}>
        <Title level={1} style={{ ...pageTitle, overflowWrap: 'anywhere' }}>
          {list.name}
        </Title>
        <Button type="text" icon={<EditOutlined aria-hidden />} aria-label="Rename list" onClick={start} data-print-hide style={touchTarget} />
      </Flex>
    );
  }

  return (
    <Form
      layout="inline"
      onFinish={save}
      style={{ flex: '1 1 280px', rowGap: spacing(1) }}
      onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
    >
      <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ flex: '1 1 200px', marginInlineEnd: spacing(1) }}>
        <Input size="large" aria-label="List name" value={name} autoFocus maxLength={planningLimits.listNameMax} onChange={(event) => setName(event.target.value)} />
      </Form.Item>
      <Flex gap={spacing(1)}>
        <Button type="primary" htmlType="submit" size="large" icon={<CheckOutlined aria-hidden />} aria-label="Save name" loading={isLoading} style={touchTarget} />
        <Button size="large" icon={<CloseOutlined aria-hidden />} aria-label="Cancel renaming" onClick={() => setEditing(false)} style={touchTarget} />
      </Flex>
    </Form>
  );
}
