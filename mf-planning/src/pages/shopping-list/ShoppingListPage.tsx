import { ArrowLeftOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import { lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { planningMessages as messages, type ShoppingItem } from '@hearth/contracts/planning';
import { errorMessage, isNotFound, prefetchQuery, spacing, type PagePrefetch } from '@hearth/host';
import { LoadFailed, Loading, NavButton, pageColumn, TOUCH, touchTarget, WhenOpened } from '@hearth/host/ui';
import { planningApi, useGetShoppingListQuery } from '../../api/planning-api';
import { LiveNotice } from '../../live/LiveNotice';
import { POLLING_INTERVAL_MS, useLivePlanning } from '../../live/use-live-planning';
import { OfflineIndicator } from '../../offline/OfflineIndicator';
import { useOfflineSync } from '../../offline/use-offline-sync';
import { ItemGroup } from './ItemGroup';
import { ListTitle } from './ListTitle';
import { PrintStyles } from './PrintStyles';
import { QuietLine, useQuietLine } from './QuietLine';
import { RecipesIncluded } from './RecipesIncluded';
import { RemovalNotice, type Removal } from './RemovalNotice';
import { useItemActions } from './use-item-actions';
import { useListOrder, type ListOrder } from './use-list-order';

// Its code loads when it first opens (WhenOpened), not with the page; fetched ahead at low priority,
// so it opens offline too.
const AddItemDialog = lazy(() => import(/* webpackPrefetch: true */ './AddItemDialog').then((m) => ({ default: m.AddItemDialog })));
const AisleDialog = lazy(() => import(/* webpackPrefetch: true */ './AisleDialog').then((m) => ({ default: m.AisleDialog })));

const orders: { value: ListOrder; label: string }[] = [
  { value: 'a-z', label: messages.alphabetical },
  { value: 'aisle', label: messages.byAisle },
];
/** Each option of the order control as tall as a thumb (antd's large Segmented draws them 36 px). */
const orderStyles = { label: { minHeight: TOUCH, lineHeight: `${TOUCH}px` } };

// One collator for every comparison: localeCompare with options builds a new one each call.
const names = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byName = (a: ShoppingItem, b: ShoppingItem) => names.compare(a.name, b.name);

const counted = (title: string, count: number) => title.replace('(n)', `(${count})`);

/** The list, started as the page's code arrives (PagePrefetch). */
export const prefetch: PagePrefetch = ({ params }) => {
  if (params.id) prefetchQuery(planningApi.util.prefetch('getShoppingList', params.id, {}));
};

/**
 * /shopping-lists/{id} (docs/product/planning.md "A shopping list"): used one-handed in a shop,
 * so every control is at least 44 px; printed, it is just the list with boxes to tick by hand.
 * It forgives: a tick is one quiet line, not a toast; a removal offers 'Undo' for a few seconds.
 * A–Z by default; 'By aisle' (remembered per list on the device) puts the items under their
 * aisles in the order a shop is walked, each row with a button to move it to another aisle.
 */
export default function ShoppingListPage() {
  const { id = '' } = useParams();
  const live = useLivePlanning();
  // Deferred: the list renders in slices the phone can interrupt, not in one long task when it arrives.
  const { data: list, error, isLoading } = useDeferredValue(
    useGetShoppingListQuery(id, { pollingInterval: live.polling ? POLLING_INTERVAL_MS : 0, skipPollingIfUnfocused: true }),
  );
  const offline = useOfflineSync();
  const [tickLine, sayTicked] = useQuietLine();
  const actions = useItemActions(id, offline.queue, offline.sync, { ticked: sayTicked, moved: sayTicked });
  const [adding, setAdding] = useState(false);
  const [order, setOrder] = useListOrder(id);
  const [moving, setMoving] = useState<ShoppingItem | null>(null);
  const closeAisles = useCallback(() => setMoving(null), []);
  const chooseAisle = order === 'aisle' ? setMoving : undefined;
  const [removal, setRemoval] = useState<Removal | null>(null);
  // A removal goes at once (the other members see it go); its notice offers to add it back.
  const itemActions = {
    toggle: actions.toggle,
    remove: async (item: ShoppingItem) => {
      const removed = await actions.remove(item);
      if (removed) setRemoval((last) => ({ item, key: (last?.key ?? 0) + 1 }));
      return removed;
    },
  };
  const undo = (item: ShoppingItem) => {
    setRemoval(null);
    void actions.restore(item);
  };
  const noticeGone = useCallback(() => setRemoval(null), []);

  const [toBuy, bought] = useMemo(() => {
    const items = [...(list?.items ?? [])].sort(byName);
    return [items.filter((item) => !item.purchased), items.filter((item) => item.purchased)];
  }, [list]);

  const back = (
    <NavButton to="/shopping-lists" type="link" icon={<ArrowLeftOutlined aria-hidden />} data-print-hide style={{ ...touchTarget, paddingInline: 0, alignSelf: 'start' }}>
      Back to Shopping Lists
    </NavButton>
  );

  if (error && !list) {
    return (
      <Flex vertical gap={spacing(2)} style={pageColumn(800)}>
        {back}
        <LoadFailed text={isNotFound(error) ? messages.listNotFound : errorMessage(error, messages.listLoadFailed)} />
      </Flex>
    );
  }
  if (isLoading || !list) return <Loading what="the shopping list" />;

  return (
    <Flex vertical gap={spacing(2)} style={pageColumn(800)} data-print-root>
      <PrintStyles />
      {back}
      <Flex wrap justify="space-between" align="center" gap={spacing(1)}>
        <ListTitle key={list.name} list={list} />
        <Flex gap={spacing(1)} data-print-hide>
          <Button size="large" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} style={touchTarget}>
            Print
          </Button>
          <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} style={touchTarget}>
            Add Item
          </Button>
        </Flex>
      </Flex>

      <Flex wrap gap={spacing(1)} align="center" justify="space-between">
        {/* Side by side: the member's own tick and what others did share one line's height. */}
        <Flex wrap gap={spacing(2)}>
          <QuietLine line={tickLine} />
          <LiveNotice notice={live.notice} />
        </Flex>
        <OfflineIndicator online={offline.online} pending={offline.pending} />
      </Flex>

      {list.recipes.length > 0 && <RecipesIncluded recipes={list.recipes} />}

      {list.items.length === 0 ? (
        <Empty description="This list is empty. Add an item to get started." />
      ) : (
        <>
          <Flex justify="end" data-print-hide>
            <Segmented<ListOrder> aria-label={messages.arrangeItems} size="large" options={orders} value={order} onChange={setOrder} styles={orderStyles} />
          </Flex>
          <ItemGroup title={counted(messages.itemsToPurchase, toBuy.length)} items={toBuy} actions={itemActions} onChooseAisle={chooseAisle} />
          <ItemGroup title={counted(messages.purchasedItems, bought.length)} items={bought} actions={itemActions} onChooseAisle={chooseAisle} />
        </>
      )}

      <RemovalNotice removal={removal} onUndo={undo} onGone={noticeGone} />

      <WhenOpened open={moving !== null}>
        <AisleDialog item={moving} onChoose={(item, aisle) => void actions.moveToAisle(item, aisle)} onClose={closeAisles} />
      </WhenOpened>

      <WhenOpened open={adding}>
        <AddItemDialog open={adding} busy={actions.adding} onAdd={actions.add} onClose={() => setAdding(false)} />
      </WhenOpened>
    </Flex>
  );
}
