import { LockOutlined, MailOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, spacing, tokenStored, useHostDispatch } from '@hearth/host';
import { useLoginMutation } from '../../auth/auth-api';
import { rememberRedirect, safeRedirectTarget } from '../../auth/post-login-redirect';
import { AuthCard, AuthFooter } from './AuthCard';
import { emailRules, passwordRules } from './form-rules';
import { reloadPage } from './reload-page';
import { Notice } from '@hearth/host/ui';

interface LoginValues {
  email: string;
  password: string;
}

/** A message handed over by the page that sent the user here (register passes its success). */
function useHandedOverMessage(): string | undefined {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('message' in state)) return undefined;
  return typeof state.message === 'string' ? state.message : undefined;
}

/**
 * docs/product/auth.md "Sign in": sign in, keep the redirect target for the session, then reload; after the
 * reload the session loads from the token and GuestOnly sends the user on to the target.
 */
export default function LoginPage() {
  const [login, { isLoading, isError, error }] = useLoginMutation();
  const dispatch = useHostDispatch();
  const [searchParams] = useSearchParams();
  const handedOver = useHandedOverMessage();

  const signIn = async (values: LoginValues) => {
    let session;
    try {
      session = await login(values).unwrap();
    } catch {
      return; // shown from the mutation's error below
    }
    // The token is kept for the reload; the session loads from it afterwards, and the guest-only
    // route then sends the user on to the remembered target.
    dispatch(tokenStored(session.token));
    rememberRedirect(safeRedirectTarget(searchParams.get('redirect'), '/'));
    reloadPage();
  };

  return (
    <AuthCard title="Sign In" intro="Welcome back to Hearth.">
      {handedOver && <Notice type="success" showIcon title={handedOver} />}
      {isError && <Notice type="error" showIcon title={errorMessage(error, 'Failed to login. Please try again.')} />}
      <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={signIn} disabled={isLoading}>
        <Form.Item label="Email" name="email" rules={emailRules} validateFirst>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={passwordRules} validateFirst style={{ marginBottom: spacing(1) }}>
          <Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: spacing(2) }}>
          <Link to="/forgot-password">Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Sign In
        </Button>
      </Form>
      <AuthFooter>
        Don&apos;t have an account? <Link to="/register">Sign Up</Link>
      </AuthFooter>
    </AuthCard>
  );
}
