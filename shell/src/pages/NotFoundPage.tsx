import Result from 'antd/es/result';
import { NavButton } from '@hearth/host';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <NavButton type="primary" to="/">
          Return to Home
        </NavButton>
      }
    />
  );
}
