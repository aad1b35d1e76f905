import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages } from '@hearth/contracts/auth';
import { errorMessage } from '@hearth/host';
import { useRegisterMutation } from '@hearth/host/api';
import { FormErrors, useSubmitValidation } from '@hearth/host/form-feedback';
import { safeRedirectTarget } from '../../auth/post-login-redirect';
import { AuthCard, AuthFooter } from './AuthCard';
import { registerRules, type RegisterValues } from './register-rules';
import { Notice } from '@hearth/host/ui';

const emptyForm: RegisterValues = { name: '', email: '', password: '', confirmPassword: '' };

/** What the server said went wrong, with a way to the login page when the email is taken. */
function RegistrationFailed({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [message]);
  return (
    <div ref={ref}>
      <Notice
        type="error"
        showIcon
        title="Registration Failed"
        description={
          <>
            <div>{message}</div>
            {message === authMessages.userExists && (
              <div>
                Please log in instead or use a different email address. <Link to="/login">Log in</Link>
              </div>
            )}
          </>
        }
      />
    </div>
  );
}

/**
 * docs/product/auth.md "Register": create an account. Rules are checked on submit only; each error
 * shows under its field and in a list, and goes away when that field is edited. The new user then
 * signs in on /login (the token of the response is not kept: a signed-in user could not reach /login).
 */
export default function RegisterPage() {
  const [register, { isLoading, isError, error, reset }] = useRegisterMutation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A page that sent the visitor here to register (the share link's /join?code=) is where the
  // login that follows should lead.
  const redirect = searchParams.get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(safeRedirectTarget(redirect))}` : '/login';

  const submit = async (values: RegisterValues) => {
    try {
      await register({ name: values.name.trim(), email: values.email.trim(), password: values.password }).unwrap();
    } catch {
      return; // shown from the mutation's error below
    }
    navigate(loginPath, { state: { message: 'Registration successful! Please log in.' } });
  };
  const { formProps, fieldProps, errors } = useSubmitValidation<RegisterValues>(submit);

  return (
    <AuthCard title="Create Account" intro="Keep your household's recipes, meal plans and shopping lists together.">
      {isError && <RegistrationFailed message={errorMessage(error, 'Registration failed. Please try again.')} />}
      <FormErrors title="Please fix the following errors:" errors={errors} />
      <Form<RegisterValues>
        {...formProps}
        onFinishFailed={(failure) => {
          reset();
          formProps.onFinishFailed(failure);
        }}
        layout="vertical"
        requiredMark={false}
        initialValues={emptyForm}
        disabled={isLoading}
      >
        <Form.Item label="Full Name" name="name" rules={registerRules.name} validateFirst {...fieldProps('name')}>
          <Input prefix={<UserOutlined />} autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item label="Email Address" name="email" rules={registerRules.email} validateFirst {...fieldProps('email')}>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={registerRules.password} validateFirst {...fieldProps('password')}>
          <Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" rules={registerRules.confirmPassword} validateFirst {...fieldProps('confirmPassword')}>
          <Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Sign Up
        </Button>
      </Form>
      <AuthFooter>
        Already have an account? <Link to="/login">Sign In</Link>
      </AuthFooter>
    </AuthCard>
  );
}
