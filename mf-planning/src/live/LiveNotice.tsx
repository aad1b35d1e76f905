import { useEffect, useState } from 'react';
import { Text } from '@hearth/host/ui';

const SHOWN_FOR_MS = 6000;

/**
 * A quiet line saying what another member just did ("Sam ticked Milk"), read out politely by
 * screen readers, gone after a few seconds: no toast for every tick.
 */
export function LiveNotice({ notice }: { notice: { text: string; at: number } | null }) {
  const [visible, setVisible] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return undefined;
    setVisible(notice.text);
    const timer = setTimeout(() => setVisible(null), SHOWN_FOR_MS - Math.min(SHOWN_FOR_MS, Date.now() - notice.at));
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div role="status" aria-live="polite" aria-label="What others changed" data-print-hide style={{ minHeight: 22 }}>
      {visible && (
        <Text type="secondary" style={{ fontSize: 14 }}>
          {visible}
        </Text>
      )}
    </div>
  );
}
