import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, spacing } from '@hearth/host';
import { Notice, Text } from '@hearth/host/ui';
import { useSendInvitationMutation } from '../../api/household-api';
import { invitationEmailRules } from './household-rules';
import { INVITE_DIALOG_CLOSES_AFTER_MS } from './household-timing';
import { useCopy } from './use-copy';

interface InviteValues {
  email: string;
}

type Outcome = { sent: true; inviteLink?: string } | { sent: false; message: string };

/**
 * Sends an e-mail invitation. Its outcome shows in the dialog (docs/product/household.md "The household page"); after a success the
 * dialog closes by itself 1.5 s later.
 */
export function InviteByEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const [sendInvitation, { isLoading }] = useSendInvitationMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { copied, copy } = useCopy();
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const close = () => {
    clearTimeout(closing.current);
    onClose();
  };

  const send = async ({ email }: InviteValues) => {
    if (isLoading || outcome?.sent) return;
    setOutcome(null);
    try {
      const sent = await sendInvitation({ email: email.trim() }).unwrap();
      setOutcome({ sent: true, inviteLink: sent?.inviteLink });
      closing.current = setTimeout(onClose, INVITE_DIALOG_CLOSES_AFTER_MS);
    } catch (error) {
      setOutcome({ sent: false, message: errorMessage(error, 'Failed to send invitation') });
    }
  };

  return (
    <Modal
      open={open}
      title="Invite by Email"
      okText="Send Invitation"
      okButtonProps={{ disabled: outcome?.sent }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      afterClose={() => setOutcome(null)}
      destroyOnHidden
    >
      <Form
        form={form}
        clearOnDestroy
        layout="vertical"
        onFinish={send}
        onValuesChange={() => {
          if (outcome?.sent === false) setOutcome(null);
        }}
        requiredMark={false}
      >
        <Form.Item label="Email" name="email" rules={invitationEmailRules} validateFirst>
          <Input type="email" inputMode="email" autoComplete="off" readOnly={outcome?.sent} />
        </Form.Item>
      </Form>
      {outcome?.sent === false && <Notice type="error" showIcon title={outcome.message} />}
      {outcome?.sent && (
        <Notice
          type="success"
          showIcon
          title="Invitation sent successfully!"
          description={
            outcome.inviteLink && (
              <Flex vertical gap={spacing(1)} style={{ marginTop: spacing(0.5) }}>
                <Text style={{ overflowWrap: 'anywhere' }}>{outcome.inviteLink}</Text>
                <Button
                  size="small"
                  icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
                  onClick={() => void copy(outcome.inviteLink!)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
                </Button>
              </Flex>
            )
          }
        />
      )}
    </Modal>
  );
}
