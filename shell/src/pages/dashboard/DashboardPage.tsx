import { HomeOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { spacing, useCurrentUser } from '@hearth/host';
import { RemoteArea } from '../../remotes/RemoteArea';

/** SPEC section 2 "Dashboard": the household, a welcome, and the household's recipes. */
export default function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Flex vertical gap={spacing(3)}>
      <Card>
        <Flex wrap justify="space-between" align="center" gap={spacing(2)}>
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
              {user.household?.name ?? 'No household yet'}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Welcome back, {user.name}!
            </Typography.Paragraph>
          </div>
          <Link to="/household">
            <Button type="primary" icon={<HomeOutlined />}>
              Manage Household
            </Button>
          </Link>
        </Flex>
      </Card>
      <section aria-label="Household recipes">
        <RemoteArea remote="recipes" module="./HouseholdRecipes" compact />
      </section>
    </Flex>
  );
}
