import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import { lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { planningMessages as messages, type ShoppingListSummary } from '@hearth/contracts/planning';
import { errorMessage, pageNumberOf, spacing } from '@hearth/host';
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

/** Lists per page: fills rows of 1, 2, 3 or 4 cards. */
export const LISTS_PER_PAGE = 24;

/**
 * /shopping-lists (docs/product/planning.md "Shopping lists"): the household's lists as cards,
 * newest first, a page at a time; the page is in the address (`?page=2`).
 */
export default function ShoppingListsPage() {
  const live = useLivePlanning();
  const offline = useOfflineSync();
  const [params, setParams] = useSearchParams();
  const page = pageNumberOf(params.get('page'));
  // `currentData` is the page asked for (none while another page loads); `data`, the last answer, keeps the page numbers.
  const { data, currentData, error } = useGetShoppingListsQuery(
    { page, limit: LISTS_PER_PAGE },
    { pollingInterval: live.polling ? POLLING_INTERVAL_MS : 0, skipPollingIfUnfocused: true },
  );
  const lists = currentData?.lists;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);

  const changePage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // A page left empty (its last list deleted, here or on another phone) gives way to the last page.
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / LISTS_PER_PAGE));
  const pastTheEnd = Boolean(currentData && currentData.lists.length === 0 && page > lastPage);
  useEffect(() => {
    if (pastTheEnd) setParams(lastPage === 1 ? {} : { page: String(lastPage) }, { replace: true });
  }, [pastTheEnd, lastPage, setParams]);

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
      ) : !lists || pastTheEnd ? (
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
      {data && page <= lastPage && data.total > LISTS_PER_PAGE && (
        <Flex justify="center">
          <Pagination current={page} pageSize={LISTS_PER_PAGE} total={data.total} showSizeChanger={false} showLessItems onChange={changePage} />
        </Flex>
      )}

      <WhenOpened open={creating}>

        <CreateListDialog open={creating} onClose={() => setCreating(false)} />

      </WhenOpened>
      <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
    </Flex>
  );
}
