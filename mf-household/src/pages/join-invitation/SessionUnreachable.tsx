import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useHostDispatch, userReloading } from '@hearth/host';

/**
 * A token is stored but Hearth could not load the user: neither the member's nor the visitor's way
 * to join fits yet, so offer a retry (the shell's words for the same state).
 */
export function SessionUnreachable() {
  const dispatch = useHostDispatch();
  return (
    <Alert
      type="warning"
      showIcon
      title="Hearth cannot be reached right now"
      description="Check your connection, then try again."
      action={
        <Button size="small" onClick={() => dispatch(userReloading())}>
          Try again
        </Button>
      }
    />
  );
}
