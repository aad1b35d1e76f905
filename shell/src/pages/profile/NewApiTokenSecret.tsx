import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import type { CreatedApiToken } from '@hearth/contracts/auth';
import { spacing } from '@hearth/host';
import { Notice, Text } from '@hearth/host/ui';

/** The secret of the token just created: shown this once, with a copy button. */
export function NewApiTokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-label="New API token" style={{ marginBottom: spacing(2) }}>
    <Notice
      type="success"
      title={`Token “${created.token.name}” created`}
      description={
        <Flex vertical gap={spacing(1)} align="flex-start">
          <Text>Copy it now: Hearth keeps only a fingerprint of it and cannot show it again.</Text>
          <Text code data-testid="api-token-secret" style={{ wordBreak: 'break-all', fontSize: 14 }}>
            {created.secret}
          </Text>
          <Flex gap={spacing(1)} wrap>
            <Button type="primary" onClick={copy}>
              {copied === 'yes' ? 'Copied' : 'Copy token'}
            </Button>
            <Button onClick={onDone}>Done</Button>
          </Flex>
          {copied === 'failed' && <Text type="danger">Could not copy: select the token and copy it by hand.</Text>}
        </Flex>
      }
    />
    </section>
  );
}
