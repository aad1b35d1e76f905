import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { shoppingAisleNames, shoppingAisles, type ShoppingAisle, type ShoppingItem } from '@hearth/contracts/planning';
import { hearthColors, SECONDARY_TEXT_COLOR, spacing } from '@hearth/host';
import { Text, Title, TOUCH, touchTarget } from '@hearth/host/ui';
import { shoppingQuantity } from '../../format/shopping-quantity';
import { PaperBox } from './PrintStyles';
import type { ItemActions } from './use-item-actions';

type RowActions = Pick<ItemActions, 'toggle' | 'remove'>;

/**
 * 'Items to Purchase (n)' or 'Purchased Items (n)': the items by name, each a row as tall as a
 * thumb (the whole row ticks it), its quantity as a cook says it ('1 kg', '10 cloves'), with a
 * remove button. Arranged by aisle (`onChooseAisle` given), the group holds a heading per aisle
 * that has items, in the order a shop is walked, the items by name under it, and each row a
 * button to move the item to another aisle.
 */
export function ItemGroup({
  title,
  items,
  actions,
  onChooseAisle,
}: {
  title: string;
  items: ShoppingItem[];
  actions: RowActions;
  onChooseAisle?: (item: ShoppingItem) => void;
}) {
  const headingId = `group-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Title level={2} id={headingId} style={{ fontSize: 18, marginBlock: spacing(1) }}>
        {title}
      </Title>
      {onChooseAisle ? (
        aislesOf(items).map(([aisle, inAisle]) => (
          <AisleGroup key={aisle} id={`${headingId}-${aisle}`} aisle={aisle} items={inAisle} actions={actions} onChooseAisle={onChooseAisle} />
        ))
      ) : (
        <ItemRows labelledBy={headingId} items={items} actions={actions} />
      )}
    </section>
  );
}

/** An aisle this page does not know (a newer server's) shows as Other rather than not at all. */
const known = new Set<string>(shoppingAisles);
const aisleOf = (item: ShoppingItem): ShoppingAisle => (known.has(item.aisle) ? item.aisle : 'other');

/** The aisles that have items, in the order a shop is walked, each with its items in the order given (by name). */
function aislesOf(items: ShoppingItem[]): [ShoppingAisle, ShoppingItem[]][] {
  return shoppingAisles.flatMap((aisle) => {
    const inAisle = items.filter((item) => aisleOf(item) === aisle);
    return inAisle.length > 0 ? [[aisle, inAisle] as [ShoppingAisle, ShoppingItem[]]] : [];
  });
}

function AisleGroup({ id, aisle, items, actions, onChooseAisle }: { id: string; aisle: ShoppingAisle; items: ShoppingItem[]; actions: RowActions; onChooseAisle: (item: ShoppingItem) => void }) {
  return (
    <>
      <Title level={3} id={id} type="secondary" style={{ fontSize: 15, marginBlock: `${spacing(1.5)}px ${spacing(0.5)}px` }}>
        {shoppingAisleNames[aisle]}
      </Title>
      <ItemRows labelledBy={id} items={items} actions={actions} onChooseAisle={onChooseAisle} />
    </>
  );
}

function ItemRows({ labelledBy, items, actions, onChooseAisle }: { labelledBy: string; items: ShoppingItem[]; actions: RowActions; onChooseAisle?: (item: ShoppingItem) => void }) {
  return (
    <ul aria-labelledby={labelledBy} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item._id} style={{ display: 'flex', alignItems: 'center', gap: spacing(1), minHeight: TOUCH + 4, borderBottom: `1px solid ${hearthColors.line}` }}>
          <PaperBox ticked={item.purchased} />
          <span data-print-hide style={{ flex: 1, display: 'flex' }}>
            <Checkbox
              checked={item.purchased}
              onChange={() => actions.toggle(item)}
              style={{ flex: 1, minHeight: TOUCH, alignItems: 'center', paddingInline: spacing(1), fontSize: 16 }}
            >
              <span style={{ textDecoration: item.purchased ? 'line-through' : undefined, color: item.purchased ? SECONDARY_TEXT_COLOR : undefined }}>{item.name}</span>
            </Checkbox>
          </span>
          <span data-print-only style={{ display: 'none', flex: 1 }}>
            {item.name}
          </span>
          <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {shoppingQuantity(item.quantity, item.unit)}
          </Text>
          {onChooseAisle && (
            <Button
              type="text"
              icon={<SwapOutlined aria-hidden />}
              aria-label={`Change aisle of ${item.name}`}
              aria-haspopup="dialog"
              onClick={() => onChooseAisle(item)}
              data-print-hide
              style={touchTarget}
            />
          )}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Remove ${item.name}`}
            onClick={() => actions.remove(item)}
            data-print-hide
            style={touchTarget}
          />
        </li>
      ))}
    </ul>
  );
}
