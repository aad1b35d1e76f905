import { ArrowLeftOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { lazy, useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { planningMessages as messages, type ShoppingItem } from '@hearth/contracts/planning';
import { errorMessage, isNotFound, prefetchQuery, spacing, type PagePrefetch } from '@hearth/host';
import { Chip, LoadFailed, Loading, NavButton, pageColumn, Title, touchTarget, WhenOpened } from '@hearth/host/ui';
import { planningApi, useGetShoppingListQuery } from '../../api/planning-api';
import { LiveNotice } from '../../live/LiveNotice';
import { POLLING_INTERVAL_MS, useLivePlanning } from '../../live/use-live-planning';
import { OfflineIndicator } from '../../offline/OfflineIndicator';
import { useOfflineSync } from '../../offline/use-offline-sync';
import { ItemGroup } from './ItemGroup';
import { ListTitle } from './ListTitle';
import { PrintStyles } from './PrintStyles';
import { useItemActions } from './use-item-actions';

// Its code loads when it first opens (WhenOpened), not with the page; fetched ahead at low priority,
// so it opens offline too.
const AddItemDialog = lazy(() => import(/* webpackPrefetch: true */ './AddItemDialog').then((m) => ({ default: m.AddItemDialog })));

// One collator for every comparison: localeCompare with options builds a new one each call.
const names = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byName = (a: ShoppingItem, b: ShoppingItem) => names.compare(a.name, b.name);

/** A recipe's chip: a long title wraps inside a phone's width instead of widening the page. */
const chip = { fontSize: 14, paddingBlock: spacing(0.75), paddingInline: spacing(1.5), margin: 0, maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const counted = (title: string, count: number) => title.replace('(n)', `(${count})`);

/** The list, started as the page's code arrives (PagePrefetch). */
export const prefetch: PagePrefetch = ({ params }) => {
  if (params.id) prefetchQuery(planningApi.util.prefetch('getShoppingList', params.id, {}));
};

/**
 * /shopping-lists/{id} (docs/product/planning.md "A shopping list"): used one-handed in a shop,
 * so every control is at least 44 px; printed, it is just the list with boxes to tick by hand.
 */
export default function ShoppingListPage() {
  const { id = '' } = useParams();
  const live = useLivePlanning();
  // Deferred: the list renders in slices the phone can interrupt, not in one long task when it arrives.
  const { data: list, error, isLoading } = useDeferredValue(
    useGetShoppingListQuery(id, { pollingInterval: live.polling ? POLLING_INTERVAL_MS : 0, skipPollingIfUnfocused: true }),
  );
  const offline = useOfflineSync();
  const actions = useItemActions(id, offline.queue, offline.sync);
  const [adding, setAdding] = useState(false);

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
        <LiveNotice notice={live.notice} />
        <OfflineIndicator online={offline.online} pending={offline.pending} />
      </Flex>

      {list.recipes.length > 0 && (
        <section aria-labelledby="recipes-included" data-print-hide>
          <Title level={2} id="recipes-included" style={{ fontSize: 18, marginBlock: spacing(1) }}>
            {messages.recipesIncluded}
          </Title>
          <Flex wrap gap={spacing(1)}>
            {list.recipes.map((recipe) => (
              <Link key={recipe._id} to={`/recipes/${recipe._id}`} style={{ maxWidth: '100%' }}>
                <Chip color="green" style={chip}>
                  {recipe.title}
                </Chip>
              </Link>
            ))}
          </Flex>
        </section>
      )}

      {list.items.length === 0 ? (
        <Empty description="This list is empty. Add an item to get started." />
      ) : (
        <>
          <ItemGroup title={counted(messages.itemsToPurchase, toBuy.length)} items={toBuy} actions={actions} />
          <ItemGroup title={counted(messages.purchasedItems, bought.length)} items={bought} actions={actions} />
        </>
      )}

      <WhenOpened open={adding}>

        <AddItemDialog open={adding} busy={actions.adding} onAdd={actions.add} onClose={() => setAdding(false)} />

      </WhenOpened>
    </Flex>
  );
}
