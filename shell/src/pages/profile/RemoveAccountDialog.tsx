import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { errorMessage, spacing } from '@hearth/host';
import { useDeleteAccountMutation } from '../../auth/auth-api';
import { useLogout } from '../../layout/use-logout';

const CONFIRMATION = 'DELETE';
const NOT_CONFIRMED = 'Please type DELETE to confirm account removal';

/** Asks for DELETE before removing the account; removal then logs out and goes home (SPEC section 4). */
export function RemoveAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [notConfirmed, setNotConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const logout = useLogout();

  const close = () => {
    setTyped('');
    setNotConfirmed(false);
    setFailure(null);
    onClose();
  };

  const remove = async () => {
    if (isLoading) return; // Enter in the field while the removal is under way
    setFailure(null);
    if (typed.trim() !== CONFIRMATION) {
      setNotConfirmed(true);
      return;
    }
    try {
      await deleteAccount().unwrap();
      await logout();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to remove account'));
    }
  };

  return (
    <Modal
      open={open}
      title="Remove your account?"
      okText="Remove Account"
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={remove}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Your account and its data are removed from Hearth for good. This cannot be undone.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={`Type ${CONFIRMATION} to confirm`}
          htmlFor="remove-account-confirmation"
          validateStatus={notConfirmed ? 'error' : undefined}
          help={notConfirmed ? NOT_CONFIRMED : undefined}
          style={{ marginBottom: failure ? spacing(2) : 0 }}
        >
          <Input
            id="remove-account-confirmation"
            value={typed}
            placeholder={CONFIRMATION}
            autoComplete="off"
            onChange={(event) => {
              setTyped(event.target.value);
              setNotConfirmed(false);
            }}
            onPressEnter={() => void remove()}
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" title={failure} showIcon />}
    </Modal>
  );
}
