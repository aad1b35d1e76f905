import Flex from 'antd/es/flex';
import { spacing, Spinner } from '@hearth/host';

/** A spinner that says what is loading, to screen readers too. */
export function Loading({ what, compact = false }: { what: string; compact?: boolean }) {
  return (
    <Flex justify="center" role="status" aria-label={`Loading ${what}`} style={{ padding: spacing(compact ? 4 : 8) }}>
      <Spinner size={compact ? 32 : 40} />
    </Flex>
  );
}
