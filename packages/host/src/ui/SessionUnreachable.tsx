import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { userReloading } from '../auth-slice';
import { useHostDispatch } from '../hooks';

/**
 * A token is stored but Hearth could not be reached to load the user: neither a guest's nor a
 * member's page fits yet, so offer a retry. `compact` inside a card rather than as the whole page.
 */
export function SessionUnreachable({ compact = false }: { compact?: boolean }) {
  const dispatch = useHostDispatch();
  return (
    <Result
      status="warning"
      title="Hearth cannot be reached right now"
      subTitle="Check your connection, then try again."
      style={compact ? { padding: 0 } : undefined}
      extra={
        <Button type="primary" onClick={() => dispatch(userReloading())}>
          Try again
        </Button>
      }
    />
  );
}
