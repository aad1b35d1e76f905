import { EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { lazy, Suspense, useState } from 'react';
import type { ShoppingList } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { pageTitle, Title, touchTarget } from '@hearth/host/ui';

// The rename form (antd's Form and Input) loads when renaming starts; fetched ahead, so it works offline.
const ListNameForm = lazy(() => import(/* webpackPrefetch: true */ './ListNameForm').then((m) => ({ default: m.ListNameForm })));

/** The list's name, renamed in place ('List name cannot be empty' when blank). */
export function ListTitle({ list }: { list: ShoppingList }) {
  const [editing, setEditing] = useState(false);

  if (!editing) {
    return (
      <Flex align="center" gap={spacing(1)} style={{ minWidth: 0 }}>
        <Title level={1} style={{ ...pageTitle, overflowWrap: 'anywhere' }}>
          {list.name}
        </Title>
        <Button type="text" icon={<EditOutlined aria-hidden />} aria-label="Rename list" onClick={() => setEditing(true)} data-print-hide style={touchTarget} />
      </Flex>
    );
  }
  return (
    <Suspense fallback={<Title level={1} style={{ ...pageTitle, overflowWrap: 'anywhere' }}>{list.name}</Title>}>
      <ListNameForm list={list} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
