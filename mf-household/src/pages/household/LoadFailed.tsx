import Alert from 'antd/es/alert';
import Button from 'antd/es/button';

/** SPEC section 8's 'Failed to load household data', with a retry. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
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
