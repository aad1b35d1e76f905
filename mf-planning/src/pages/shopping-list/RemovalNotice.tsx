import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { planningMessages as messages, type ShoppingItem } from '@hearth/contracts/planning';
import { hearthColors, spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';

/** How long 'Undo' is offered after a removal. */
export const UNDO_MS = 6000;

export interface Removal {
  item: ShoppingItem;
  /** Each removal is its own notice, with its own time. */
  key: number;
}

const bar = {
  position: 'fixed',
  insetInline: spacing(2),
  bottom: `calc(${spacing(2)}px + env(safe-area-inset-bottom, 0px))`,
  zIndex: 1000,
  maxWidth: 560,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  paddingBlock: spacing(0.5),
  paddingInline: spacing(2),
  borderRadius: 4,
  background: hearthColors.snackbar,
  color: hearthColors.onSnackbar,
  fontSize: 15,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
} as const;

/**
 * 'Item removed successfully' with 'Undo' for six seconds, at the bottom of the window where the
 * thumb is, however far down the list the item was. The time stops while the pointer or the
 * keyboard is on it, so no one loses the button while reaching for it.
 */
export function RemovalNotice({ removal, onUndo, onGone }: { removal: Removal | null; onUndo: (item: ShoppingItem) => void; onGone: () => void }) {
  // Which notice is held: a new one starts its own time even if the last was held as it went.
  const [heldKey, setHeldKey] = useState<number | null>(null);
  const held = removal !== null && heldKey === removal.key;
  const hold = (holding: boolean) => setHeldKey(holding ? (removal?.key ?? null) : null);
  useEffect(() => {
    if (!removal || held) return undefined;
    const timer = setTimeout(onGone, UNDO_MS);
    return () => clearTimeout(timer);
  }, [removal, held, onGone]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Removed item"
      data-print-hide
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
      // Out of the page's flow even when empty: the region waits there without adding a gap.
      style={removal ? bar : { position: 'fixed' }}
    >
      {removal && (
        <>
          <span key={removal.key} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <span>{messages.itemRemoved}</span>: {removal.item.name}
          </span>
          <Button type="link" onClick={() => onUndo(removal.item)} style={{ ...touchTarget, color: hearthColors.snackbarAction, fontWeight: 600, paddingInline: spacing(1) }}>
            Undo
          </Button>
        </>
      )}
    </div>
  );
}
