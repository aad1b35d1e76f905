import Button from 'antd/es/button';
import { userReloading } from '../auth-slice';
import { useHostDispatch } from '../hooks';
import { StatusNotice } from './StatusNotice';

/**
 * A token is stored but Hearth could not be reached to load the user: neither a guest's nor a
 * member's page fits yet, so offer a retry. `compact` inside a card rather than as the whole page.
 */
export function SessionUnreachable({ compact = false }: { compact?: boolean }) {
  const dispatch = useHostDispatch();
  return (
    <StatusNotice
      title="Hearth cannot be reached right now"
      subTitle="Check your connection, then try again."
      compact={compact}
      action={
        <Button type="primary" onClick={() => dispatch(userReloading())}>
          Try again
        </Button>
      }
    />
  );
}
