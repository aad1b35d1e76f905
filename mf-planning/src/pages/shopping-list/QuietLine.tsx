import { useCallback, useEffect, useState } from 'react';
import { Text } from '@hearth/host/ui';

/** How long the line stays: long enough to read, short enough that the next tick replaces it. */
const QUIET_LINE_MS = 2000;

interface Line {
  text: string;
  /** A new node per message, so a screen reader reads the same words again for the next tick. */
  key: number;
}

/** The line's text and `say`, which replaces what it shows and starts its time again. */
export function useQuietLine(): [Line | null, (text: string) => void] {
  const [line, setLine] = useState<Line | null>(null);
  useEffect(() => {
    if (!line) return undefined;
    const timer = setTimeout(() => setLine(null), QUIET_LINE_MS);
    return () => clearTimeout(timer);
  }, [line]);
  const say = useCallback((text: string) => setLine((shown) => ({ text, key: (shown?.key ?? 0) + 1 })), []);
  return [line, say];
}

/**
 * One quiet line for the member's own ticks ('Item status updated'), read out politely, gone after
 * two seconds and replaced by the next: a shopper ticking ten items gets no stack of toasts over
 * the list's header.
 */
export function QuietLine({ line }: { line: Line | null }) {
  return (
    <div role="status" aria-live="polite" aria-label="Your changes" data-print-hide style={{ minHeight: 22 }}>
      {line && (
        <Text key={line.key} type="secondary" style={{ fontSize: 14 }}>
          {line.text}
        </Text>
      )}
    </div>
  );
}
