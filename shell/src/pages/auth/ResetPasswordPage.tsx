import { LockOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { authMessages } from '@hearth/contracts/auth';
import { errorMessage } from '@hearth/host';
import { useResetPasswordMutation } from '../../auth/auth-api';
import { AuthCard, AuthFooter } from './AuthCard';
import { passwordRules } from './form-rules';
import { Notice } from '@hearth/host/ui';

/** docs/product/auth.md "Forgotten password": the login page follows 3 s after a password reset. */
const RESET_REDIRECT_DELAY_MS = 3000;

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

const confirmRules: Rule[] = [
  { required: true, message: authMessages.resetConfirmationRequired },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(authMessages.passwordsMustMatch)),
  }),
];

/** docs/product/auth.md "Forgotten password": set a new password with the token from the emailed link, then on to /login. */
export default function ResetPasswordPage() {
  const { resettoken = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { isLoading, isSuccess, isError, error }] = useResetPasswordMutation();

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, navigate]);

  const save = async ({ password }: ResetPasswordValues) => {
    try {
      await resetPassword({ token: resettoken, password }).unwrap();
    } catch {
      // shown from the mutation's error below
    }
  };

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      {isSuccess && <Notice type="success" showIcon title="Password has been reset successfully!" />}
      {isError && <Notice type="error" showIcon title={errorMessage(error, 'Failed to reset password. Please try again.')} />}
      <Form<ResetPasswordValues> layout="vertical" requiredMark={false} onFinish={save} disabled={isLoading || isSuccess}>
        <Form.Item label="New Password" name="password" rules={passwordRules} validateFirst>
          <Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" rules={confirmRules} dependencies={['password']} validateFirst>
          <Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Reset Password
        </Button>
      </Form>
      <AuthFooter>
        <Link to="/login">Back to Sign In</Link>
      </AuthFooter>
    </AuthCard>
  );
}
