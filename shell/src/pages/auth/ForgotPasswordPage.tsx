import { MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { Link } from 'react-router-dom';
import { errorMessage } from '@hearth/host';
import { useForgotPasswordMutation } from '../../auth/auth-api';
import { AuthCard, AuthFooter } from './AuthCard';
import { emailRules } from './form-rules';
import { Notice } from '@hearth/host/ui';

interface ForgotPasswordValues {
  email: string;
}

/** docs/product/auth.md "Forgotten password": ask for a reset link by email. Once sent, the form is cleared and locked. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotPasswordValues>();
  const [sendResetLink, { isLoading, isSuccess, isError, error }] = useForgotPasswordMutation();

  const send = async ({ email }: ForgotPasswordValues) => {
    try {
      await sendResetLink({ email: email.trim() }).unwrap();
      form.resetFields();
    } catch {
      // shown from the mutation's error below
    }
  };

  return (
    <AuthCard title="Forgot Password" intro="Enter the email address of your account and we will send you a link to set a new password.">
      {isSuccess && <Notice type="success" showIcon title="Password reset email sent! Please check your inbox." />}
      {isError && <Notice type="error" showIcon title={errorMessage(error, 'Failed to send reset email. Please try again.')} />}
      <Form<ForgotPasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={send} disabled={isLoading || isSuccess}>
        <Form.Item label="Email" name="email" rules={emailRules} validateFirst>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Send Reset Link
        </Button>
      </Form>
      <AuthFooter>
        Remembered it? <Link to="/login">Back to Sign In</Link>
      </AuthFooter>
    </AuthCard>
  );
}
