import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <Layout.Footer>
      <Flex wrap justify="space-between" gap={8}>
        <Typography.Text type="secondary">© {new Date().getFullYear()} Hearth. All rights reserved.</Typography.Text>
        <Flex component="nav" aria-label="Legal" gap={16} wrap>
          <Link to="/cookie-policy">Cookie Policy</Link>
          <Link to="/terms-and-conditions">Terms and Conditions</Link>
          <Link to="/privacy">Privacy Policy</Link>
        </Flex>
        {/* A page of the gateway, not of the app: a full page load, and only there is the reference loaded. */}
        <nav aria-label="Developers">
          <a href="/api/docs">API documentation</a>
        </nav>
      </Flex>
    </Layout.Footer>
  );
}
