import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { lazy, useState } from 'react';
import { planningMessages as messages, type ShoppingListSummary } from '@hearth/contracts/planning';
import { errorMessage, spacing } from '@hearth/host';
import { LoadFailed, Loading, pageColumn, pageTitle, Title, touchTarget, WhenOpened } from '@hearth/host/ui';
import { useGetShoppingListsQuery } from '../../api/planning-api';
import { LiveNotice } from '../../live/LiveNotice';
import { POLLING_INTERVAL_MS, useLivePlanning } from '../../live/use-live-planning';
import { OfflineIndicator } from '../../offline/OfflineIndicator';
import { useOfflineSync } from '../../offline/use-offline-sync';
import { DeleteListDialog } from './DeleteListDialog';
import { ShoppingListCard } from './ShoppingListCard';

// Its code loads when it first opens (WhenOpened), not with the page; fetched ahead at low priority,
// so it opens offline too.
const CreateListDialog = lazy(() => import(/* webpackPrefetch: true */ './CreateListDialog').then((m) => ({ default: m.CreateListDialog })));

/** /shopping-lists (docs/product/planning.md "Shopping lists"): the household's lists as cards, newest first. */
export default function ShoppingListsPage() {
  const live = useLivePlanning();
  const offline = useOfflineSync();
  const { data: lists, error, isLoading } = useGetShoppingListsQuery(undefined, { pollingInterval: live.polling ? POLLING_INTERVAL_MS : 0, skipPollingIfUnfocused: true });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);

  return (
    <Flex vertical gap={spacing(3)} style={pageColumn(1280)}>
      <Flex wrap justify="space-between" align="center" gap={spacing(2)}>
        <Title level={1} style={pageTitle}>
          Shopping Lists
        </Title>
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)} style={touchTarget}>
          Create New List
        </Button>
      </Flex>
      <Flex wrap gap={spacing(1)} align="center" justify="space-between">
        <LiveNotice notice={live.notice} />
        <OfflineIndicator online={offline.online} pending={offline.pending} />
      </Flex>

      {error && !lists ? (
        <LoadFailed text={errorMessage(error, messages.listsLoadFailed)} />
      ) : isLoading || !lists ? (
        <Loading what="shopping lists" />
      ) : lists.length === 0 ? (
        <Empty style={{ padding: spacing(6) }} description="No shopping lists yet. Create one, or generate one from the meal planner." />
      ) : (
        <ul
          aria-label="Shopping lists"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: spacing(2),
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {lists.map((list) => (
            <li key={list._id}>
              <ShoppingListCard list={list} onDelete={() => setDeleting(list)} />
            </li>
          ))}
        </ul>
      )}

      <WhenOpened open={creating}>

        <CreateListDialog open={creating} onClose={() => setCreating(false)} />

      </WhenOpened>
      <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
    </Flex>
  );
}
