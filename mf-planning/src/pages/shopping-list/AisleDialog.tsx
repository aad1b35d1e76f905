import { CheckOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { shoppingAisleNames, shoppingAisles, type ShoppingAisle, type ShoppingItem } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';

/**
 * Moves an item to another aisle (the list's 'By aisle' view): one button per aisle, in the order
 * a shop is walked, the item's own marked; one tap moves it and closes. Thumb-sized buttons in a
 * dialog rather than a dropdown, so it works the same one-handed on a phone.
 */
export function AisleDialog({ item, onChoose, onClose }: { item: ShoppingItem | null; onChoose: (item: ShoppingItem, aisle: ShoppingAisle) => void; onClose: () => void }) {
  // The item it was opened for, kept while the dialog animates closed.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  return (
    <Modal
      open={item !== null}
      title={shown ? `Aisle for ${shown.name}` : undefined}
      onCancel={onClose}
      footer={
        <Button size="large" onClick={onClose} style={touchTarget}>
          Cancel
        </Button>
      }
      width={360}
    >
      {shown && (
        <ul aria-label="Aisles" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing(0.5) }}>
          {shoppingAisles.map((aisle) => {
            const current = aisle === shown.aisle;
            return (
              <li key={aisle}>
                <Button
                  block
                  size="large"
                  type={current ? 'primary' : 'default'}
                  ghost={current}
                  aria-current={current ? 'true' : undefined}
                  icon={current ? <CheckOutlined aria-hidden /> : undefined}
                  iconPlacement="end"
                  onClick={() => {
                    if (!current) onChoose(shown, aisle);
                    onClose();
                  }}
                  style={{ ...touchTarget, justifyContent: 'space-between' }}
                >
                  {shoppingAisleNames[aisle]}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
