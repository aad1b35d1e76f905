import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { errorMessage, tokenReplaced, useHostDispatch } from '@hearth/host';
import { useChangePasswordMutation } from '../../auth/auth-api';
import { FormFeedback, type Feedback } from './FormFeedback';
import { confirmPasswordRules, currentPasswordRules, newPasswordRules } from './profile-rules';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The PASSWORD tab. The server ends every session issued before the change and answers with a
 * new token for this one; it must replace the stored token or the next call would sign us out.
 */
export function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const dispatch = useHostDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const change = async ({ currentPassword, newPassword }: PasswordValues) => {
    setFeedback(null);
    try {
      const { token } = await changePassword({ currentPassword, newPassword }).unwrap();
      if (token) dispatch(tokenReplaced(token));
      form.resetFields();
      setFeedback({ type: 'success', text: 'Password changed successfully' });
    } catch (error) {
      setFeedback({ type: 'error', text: errorMessage(error, 'Failed to change password') });
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={change} onValuesChange={() => setFeedback(null)} requiredMark={false}>
      <Form.Item label="Current Password" name="currentPassword" rules={currentPasswordRules}>
        <Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword" rules={newPasswordRules} validateFirst>
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm New Password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={confirmPasswordRules}
        validateFirst
      >
        <Password autoComplete="new-password" />
      </Form.Item>
      <FormFeedback feedback={feedback} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Change Password
      </Button>
    </Form>
  );
}
