import Divider from 'antd/es/divider';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { CreatedApiToken } from '@hearth/contracts/auth';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiTokenSecret } from './NewApiTokenSecret';

/** The API tokens tab (docs/product/auth.md "API tokens"): create one, see its secret once, list and revoke. */
export function ApiTokensTab() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <>
      <Typography.Paragraph>
        Programs such as a kitchen tablet or a script use an API token to call Hearth for you. Read how in
        the <a href="/api/docs">API documentation</a>.
      </Typography.Paragraph>
      {created ? <NewApiTokenSecret created={created} onDone={() => setCreated(null)} /> : <CreateApiTokenForm onCreated={setCreated} />}
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Your tokens
      </Typography.Title>
      <ApiTokenList />
    </>
  );
}
