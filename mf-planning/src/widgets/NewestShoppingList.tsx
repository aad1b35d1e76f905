import Flex from 'antd/es/flex';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { ShoppingListSummary } from '@hearth/contracts/planning';
import { errorMessage, spacing, useCurrentUser } from '@hearth/host';
import { LoadFailed, Loading, Panel, Text, touchTarget } from '@hearth/host/ui';
import { useGetShoppingListsQuery } from '../api/planning-api';

const link: CSSProperties = { ...touchTarget, display: 'inline-flex', alignItems: 'center' };

export const itemsLeft = (list: ShoppingListSummary) => {
  const left = list.itemCount - list.purchasedCount;
  return `${left} ${left === 1 ? 'item' : 'items'} left`;
};

/**
 * The dashboard's 'Shopping list': the household's newest list (GET /shopping-lists answers
 * newest first), its name and what is left to buy, one tap from the list; none yet, the way to
 * the lists page to create one.
 */
export default function NewestShoppingList() {
  const user = useCurrentUser();
  if (!user) return null;
  return <NewestListCard />;
}

function NewestListCard() {
  const { data, error, isLoading } = useGetShoppingListsQuery({ page: 1, limit: 1 });
  const lists = data?.lists;
  const newest = lists?.[0];
  return (
    <Panel
      style={{ height: '100%' }}
      title={<h2 style={{ margin: 0, fontSize: 20 }}>Shopping list</h2>}
      extra={
        lists?.length ? (
          <Link to="/shopping-lists" style={link}>
            All lists
          </Link>
        ) : undefined
      }
    >
      {isLoading ? (
        <Loading what="shopping lists" compact />
      ) : !lists ? (
        <LoadFailed text={errorMessage(error, 'Failed to load shopping lists')} />
      ) : !newest ? (
        <Flex vertical gap={spacing(1)} align="start">
          <Text type="secondary">No shopping lists yet.</Text>
          <Link to="/shopping-lists" style={link}>
            Create a shopping list
          </Link>
        </Flex>
      ) : (
        <Link
          to={`/shopping-lists/${newest._id}`}
          style={{ ...link, flexDirection: 'column', alignItems: 'flex-start', width: '100%', gap: spacing(0.5) }}
        >
          {/* Named by what it shows: the list's name, then what is left. */}
          <span style={{ fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>{newest.name}</span>
          <Text type="secondary">{itemsLeft(newest)}</Text>
        </Link>
      )}
    </Panel>
  );
}
