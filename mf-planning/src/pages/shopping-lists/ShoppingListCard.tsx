import { DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Link } from 'react-router-dom';
import type { ShoppingListSummary } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { NavButton, Panel, Text, Title, touchTarget } from '@hearth/host/ui';
import { dateFormat } from '../../format/date-format';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const createdFormat = dateFormat({ dateStyle: 'medium' });
const createdOn = (createdAt: string) => createdFormat().format(new Date(createdAt));

/** A card of the lists page: name, item and purchased counts, creation date, View and Delete. */
export function ShoppingListCard({ list, onDelete }: { list: ShoppingListSummary; onDelete: () => void }) {
  const path = `/shopping-lists/${list._id}`;
  return (
    <Panel
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: spacing(1) } }}
      aria-label={list.name}
      role="article"
    >
      <Title level={2} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        <Link to={path}>{list.name}</Link>
      </Title>
      <Text>{plural(list.itemCount, 'item', 'items')}</Text>
      <Text>{`${list.purchasedCount} purchased`}</Text>
      <Text type="secondary">{`Created ${createdOn(list.createdAt)}`}</Text>
      <Flex justify="space-between" gap={spacing(1)} style={{ marginTop: 'auto', paddingTop: spacing(1) }}>
        <NavButton to={path} style={touchTarget}>
          View List
        </NavButton>
        <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${list.name}`} onClick={onDelete} style={touchTarget} />
      </Flex>
    </Panel>
  );
}
