import Divider from 'antd/es/divider';
import { useState } from 'react';
import type { CreatedApiToken } from '@hearth/contracts/auth';
import { Paragraph, Title } from '@hearth/host/ui';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiTokenSecret } from './NewApiTokenSecret';

/** The API tokens tab (docs/product/auth.md "API tokens"): create one, see its secret once, list and revoke. */
export function ApiTokensTab() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <>
      <Paragraph>
        Programs such as a kitchen tablet or a script use an API token to call Hearth for you. Read how in
        the <a href="/api/docs">API documentation</a>.
      </Paragraph>
      {created ? <NewApiTokenSecret created={created} onDone={() => setCreated(null)} /> : <CreateApiTokenForm onCreated={setCreated} />}
      <Divider />
      <Title level={3} style={{ fontSize: 16 }}>
        Your tokens
      </Title>
      <ApiTokenList />
    </>
  );
}
