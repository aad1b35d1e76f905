import { DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import type { ShoppingItem } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { Text, Title, TOUCH, touchTarget } from '@hearth/host/ui';
import { shoppingQuantity } from '../../format/shopping-quantity';
import { PaperBox } from './PrintStyles';
import type { ItemActions } from './use-item-actions';

/**
 * 'Items to Purchase (n)' or 'Purchased Items (n)': the items by name, each a row as tall as a
 * thumb (the whole row ticks it), its quantity as a cook says it ('1 kg', '10 cloves'), with a
 * remove button.
 */
export function ItemGroup({ title, items, actions }: { title: string; items: ShoppingItem[]; actions: Pick<ItemActions, 'toggle' | 'remove'> }) {
  const headingId = `group-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Title level={2} id={headingId} style={{ fontSize: 18, marginBlock: spacing(1) }}>
        {title}
      </Title>
      <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li
            key={item._id}
            style={{ display: 'flex', alignItems: 'center', gap: spacing(1), minHeight: TOUCH + 4, borderBottom: '1px solid #e3e8e3' }}
          >
            <PaperBox ticked={item.purchased} />
            <span data-print-hide style={{ flex: 1, display: 'flex' }}>
              <Checkbox
                checked={item.purchased}
                onChange={() => actions.toggle(item)}
                style={{ flex: 1, minHeight: TOUCH, alignItems: 'center', paddingInline: spacing(1), fontSize: 16 }}
              >
                <span style={{ textDecoration: item.purchased ? 'line-through' : undefined, color: item.purchased ? '#777' : undefined }}>{item.name}</span>
              </Checkbox>
            </span>
            <span data-print-only style={{ display: 'none', flex: 1 }}>
              {item.name}
            </span>
            <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {shoppingQuantity(item.quantity, item.unit)}
            </Text>
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
    </section>
  );
}
