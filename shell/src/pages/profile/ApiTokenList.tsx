import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import type { ApiToken } from '@hearth/contracts/auth';
import { errorMessage, hearthColors, spacing, Spinner } from '@hearth/host';
import { Chip, ConfirmDialog, Paragraph, Text } from '@hearth/host/ui';
import { useApiTokensQuery, useRevokeApiTokenMutation } from './api-tokens-api';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function expiry(token: ApiToken): string {
  if (!token.expiresAt) return 'Never expires';
  return Date.parse(token.expiresAt) <= Date.now() ? `Expired ${day(token.expiresAt)}` : `Expires ${day(token.expiresAt)}`;
}

/** The person's tokens, newest first: name, scope, created, last used, expiry, and Revoke. */
export function ApiTokenList() {
  const { data: tokens, isLoading, isError } = useApiTokensQuery();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [revoke, { isLoading: busy }] = useRevokeApiTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!revoking) return;
    try {
      await revoke({ id: revoking._id }).unwrap();
      setRevoking(null);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to revoke the token'));
    }
  };

  if (isError) return <Text type="danger">Failed to load your API tokens</Text>;
  return (
    <>
      {isLoading && <Spinner label="Loading your API tokens" />}
      {tokens?.length === 0 && <Text type="secondary">No API tokens yet.</Text>}
      <ul aria-label="Your API tokens" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tokens?.map((token) => (
          <li key={token._id} aria-label={token.name} style={{ padding: `${spacing(1.5)}px 0`, borderBottom: `1px solid ${hearthColors.border}` }}>
            <Flex gap={spacing(2)} align="center" justify="space-between" wrap>
            <Flex vertical gap={spacing(0.5)} style={{ minWidth: 0 }}>
              <Flex gap={spacing(1)} align="center" wrap>
                <Text strong style={{ wordBreak: 'break-word' }}>
                  {token.name}
                </Text>
                <Chip color={token.scope === 'read' ? 'blue' : 'orange'}>{token.scope === 'read' ? 'Read only' : 'Read and write'}</Chip>
              </Flex>
              <Text type="secondary">
                Created {day(token.createdAt)} · {token.lastUsedAt ? `Last used ${day(token.lastUsedAt)}` : 'Never used'} · {expiry(token)}
              </Text>
            </Flex>
            <Button danger onClick={() => (setFailure(null), setRevoking(token))} aria-label={`Revoke ${token.name}`}>
              Revoke
            </Button>
            </Flex>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API token"
        confirmText="Revoke"
        busy={busy}
        failure={failure}
        onConfirm={confirm}
        onCancel={() => setRevoking(null)}
      >
        <Paragraph>
          Programs using “{revoking?.name}” will be refused from now on. This cannot be undone.
        </Paragraph>
      </ConfirmDialog>
    </>
  );
}
