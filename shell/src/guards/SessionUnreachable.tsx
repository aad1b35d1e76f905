import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useHostDispatch, userReloading } from '@hearth/host';

/** A token is stored but Hearth could not be reached to load the user: offer a retry. */
export default function SessionUnreachable() {
  const dispatch = useHostDispatch();
  return (
    <Result
      status="warning"
      title="Hearth cannot be reached right now"
      subTitle="Check your connection, then try again."
      extra={
        <Button type="primary" onClick={() => dispatch(userReloading())}>
          Try again
        </Button>
      }
    />
  );
}
