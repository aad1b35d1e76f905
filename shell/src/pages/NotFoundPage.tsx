import Result from 'antd/es/result';
import { NavButton } from '@hearth/host/ui';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      // The page's one heading: Result's title is otherwise a plain div.
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Page Not Found</h1>}
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <NavButton type="primary" to="/">
          Return to Home
        </NavButton>
      }
    />
  );
}
