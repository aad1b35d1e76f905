import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage, leaving, stayed, useHostDispatch } from '@hearth/host';
import { ConfirmDialog, Paragraph } from '@hearth/host/ui';
import { useSubmitValidation } from '@hearth/host/form-feedback';
import { useDeleteAccountMutation } from '../../auth/auth-api';
import { useLogout } from '../../layout/use-logout';

const CONFIRMATION = 'DELETE';

const confirmationRules: Rule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      if ((value ?? '').trim() !== CONFIRMATION) throw new Error('Please type DELETE to confirm account removal');
    },
  },
];

/** Asks for DELETE before removing the account; removal then logs out and goes home (docs/product/auth.md). */
export function RemoveAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const logout = useLogout();
  const dispatch = useHostDispatch();
  const { pathname } = useLocation();

  // Marked as leaving before the call: a call in flight that the removal answers with 401 then
  // signs the member out towards home, not to sign-in (docs/product/auth.md "Remove account").
  const remove = async () => {
    dispatch(leaving(pathname));
    try {
      await deleteAccount().unwrap();
    } catch (error) {
      dispatch(stayed());
      setFailure(errorMessage(error, 'Failed to remove account'));
      return;
    }
    await logout({ endedOnServer: true });
  };
  const { form, formProps, fieldProps, reset } = useSubmitValidation<{ confirmation: string }>(remove);

  const confirm = () => {
    if (isLoading) return; // Enter in the field while the removal is under way
    setFailure(null);
    form.submit();
  };

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Remove your account?"
      confirmText="Remove Account"
      busy={isLoading}
      failure={failure}
      onConfirm={confirm}
      onCancel={close}
    >
      <Paragraph>
        Your account and its data are removed from Hearth for good. This cannot be undone.
      </Paragraph>
      <Form {...formProps} layout="vertical" component="div">
        <Form.Item label={`Type ${CONFIRMATION} to confirm`} name="confirmation" rules={confirmationRules} {...fieldProps('confirmation')} style={{ marginBottom: 0 }}>
          <Input placeholder={CONFIRMATION} autoComplete="off" onPressEnter={confirm} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
