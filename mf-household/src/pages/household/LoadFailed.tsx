import Button from 'antd/es/button';
import { Notice } from '@hearth/host/ui';

/** 'Failed to load household data' (docs/product/household.md), with a retry. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Notice
      type="error"
      showIcon
      title="Failed to load household data"
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
