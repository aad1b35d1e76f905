import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <Link to="/">
          <Button type="primary">Return to Home</Button>
        </Link>
      }
    />
  );
}
