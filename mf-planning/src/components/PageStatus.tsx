import Flex from 'antd/es/flex';
import { spacing, Spinner } from '@hearth/host';
import { Notice } from '@hearth/host/ui';

/** A spinner that says what is loading, to screen readers too. */
export function Loading({ what }: { what: string }) {
  return (
    <Flex justify="center" role="status" aria-label={`Loading ${what}`} style={{ padding: spacing(6) }}>
      <Spinner size={40} />
    </Flex>
  );
}

/** A page's failure to load, in an alert. */
export function LoadFailed({ text }: { text: string }) {
  return <Notice type="error" showIcon title={text} />;
}
