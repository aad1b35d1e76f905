import { CheckOutlined, CopyOutlined, MailOutlined, ReloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import { lazy, useState } from 'react';
import { errorMessage, hearthColors, spacing } from '@hearth/host';
import { Panel, Paragraph, Text, WhenOpened } from '@hearth/host/ui';
import { useRegenerateInviteCodeMutation } from '../../api/household-api';
import { cardStyles } from './household-layout';
import { copyToClipboard, COPY_FAILED, useCopy } from './use-copy';
import { useHouseholdToasts } from './use-household-toasts';

// Its code loads when it first opens (WhenOpened), not with the page.
const InviteByEmailDialog = lazy(() => import('./InviteByEmailDialog').then((m) => ({ default: m.InviteByEmailDialog })));

/** The link 'Share Link' copies (docs/product/household.md: /join?code={code}). */
const joinLink = (code: string) => `${window.location.origin}/join?code=${encodeURIComponent(code)}`;

const codeStyle = {
  fontFamily: "'Roboto Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: 'clamp(20px, 6vw, 26px)',
  letterSpacing: '0.12em',
  padding: `${spacing(0.5)}px ${spacing(1.5)}px`,
  borderRadius: 4,
  background: hearthColors.muted,
  overflowWrap: 'anywhere' as const,
};

/**
 * The ways into the household: its code (copy, share as a link, and for the owner a new one) and
 * an e-mail invitation. Any member may invite (docs/product/household.md "Who may do what").
 */
export function InviteCodeCard({ inviteCode, isOwner }: { inviteCode: string; isOwner: boolean }) {
  const toasts = useHouseholdToasts();
  const { copied, copy } = useCopy();
  const [regenerate, { isLoading: regenerating }] = useRegenerateInviteCodeMutation();
  const [inviting, setInviting] = useState(false);

  const copyCode = async () => {
    if (!(await copy(inviteCode))) toasts.error(COPY_FAILED);
  };

  const shareLink = async () => {
    if (await copyToClipboard(joinLink(inviteCode))) toasts.success('Invite link copied to clipboard');
    else toasts.error(COPY_FAILED);
  };

  const generateNewCode = async () => {
    try {
      await regenerate().unwrap();
      toasts.success('New invite code generated');
    } catch (error) {
      toasts.error(errorMessage(error, 'Failed to generate invite code'));
    }
  };

  return (
    <Panel title="Invite people" styles={cardStyles}>
      <Flex vertical gap={spacing(2)}>
        <Paragraph type="secondary" style={{ margin: 0 }}>
          Share the invite code or a link with the people you live with, or send them an invitation by e-mail.
        </Paragraph>
        <Flex vertical gap={spacing(0.5)}>
          <Text type="secondary">Invite code</Text>
          <Flex wrap align="center" gap={spacing(1)}>
            <code style={codeStyle}>{inviteCode}</code>
            <Button icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={() => void copyCode()}>
              <span aria-live="polite">{copied ? 'Copied!' : 'Copy code'}</span>
            </Button>
          </Flex>
        </Flex>
        <Flex wrap gap={spacing(1)}>
          <Button type="primary" icon={<MailOutlined aria-hidden />} onClick={() => setInviting(true)}>
            Invite by Email
          </Button>
          <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void shareLink()}>
            Share Link
          </Button>
          {isOwner && (
            <Popconfirm
              title="Generate a new invite code?"
              description="The current code stops working."
              okText="Generate"
              onConfirm={generateNewCode}
            >
              <Button icon={<ReloadOutlined aria-hidden />} loading={regenerating}>
                Generate New Code
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      <WhenOpened open={inviting}>
        <InviteByEmailDialog open={inviting} onClose={() => setInviting(false)} />
      </WhenOpened>
    </Panel>
  );
}
