import { DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import type { ShoppingListSummary } from '@hearth/contracts/planning';
import { NavButton, spacing } from '@hearth/host';
import { touchTarget } from '../../components/layout';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const createdOn = (createdAt: string) => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium' }).format(new Date(createdAt));

/** A card of the lists page: name, item and purchased counts, creation date, View and Delete. */
export function ShoppingListCard({ list, onDelete }: { list: ShoppingListSummary; onDelete: () => void }) {
  const path = `/shopping-lists/${list._id}`;
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: spacing(1) } }}
      aria-label={list.name}
      role="article"
    >
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        <Link to={path}>{list.name}</Link>
      </Typography.Title>
      <Typography.Text>{plural(list.itemCount, 'item', 'items')}</Typography.Text>
      <Typography.Text>{`${list.purchasedCount} purchased`}</Typography.Text>
      <Typography.Text type="secondary">{`Created ${createdOn(list.createdAt)}`}</Typography.Text>
      <Flex justify="space-between" gap={spacing(1)} style={{ marginTop: 'auto', paddingTop: spacing(1) }}>
        <NavButton to={path} style={touchTarget}>
          View List
        </NavButton>
        <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${list.name}`} onClick={onDelete} style={touchTarget} />
      </Flex>
    </Card>
  );
}
