import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@hearth/host';
import { useRegisterMutation } from '../../auth/auth-api';
import { safeRedirectTarget } from '../../auth/post-login-redirect';
import { AuthCard, AuthFooter } from './AuthCard';
import { validateRegistration, type RegisterErrors, type RegisterValues } from './register-validation';

const USER_EXISTS = 'User already exists';
const emptyForm: RegisterValues = { name: '', email: '', password: '', confirmPassword: '' };

/** What the server said went wrong, with a way to the login page when the email is taken. */
function RegistrationFailed({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [message]);
  return (
    <div ref={ref}>
      <Alert
        type="error"
        showIcon
        title="Registration Failed"
        description={
          <>
            <div>{message}</div>
            {message === USER_EXISTS && (
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
 * SPEC sections 2 and 5: create an account. Rules are checked on submit only; each error shows
 * under its field and in a list, and goes away when that field is edited. The new user then signs
 * in on /login (the token of the response is not kept: a signed-in user could not reach /login).
 */
export default function RegisterPage() {
  const [register, { isLoading, isError, error, reset }] = useRegisterMutation();
  const [errors, setErrors] = useState<RegisterErrors>({});
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A page that sent the visitor here to register (the share link's /join?code=) is where the
  // login that follows should lead.
  const redirect = searchParams.get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(safeRedirectTarget(redirect))}` : '/login';

  const submit = async (values: RegisterValues) => {
    reset();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await register({ name: values.name.trim(), email: values.email.trim(), password: values.password }).unwrap();
    } catch {
      return; // shown from the mutation's error below
    }
    navigate(loginPath, { state: { message: 'Registration successful! Please log in.' } });
  };

  const clearEdited = (changed: Partial<RegisterValues>) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changed) as (keyof RegisterValues)[]) delete next[field];
      return next;
    });

  const errorList = Object.entries(errors);
  const field = (name: keyof RegisterValues) => ({
    name,
    required: true,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });

  return (
    <AuthCard title="Create Account" intro="Keep your household's recipes, meal plans and shopping lists together.">
      {isError && <RegistrationFailed message={errorMessage(error, 'Registration failed. Please try again.')} />}
      {errorList.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="Please fix the following errors:"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {errorList.map(([name, text]) => (
                <li key={name}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form<RegisterValues>
        layout="vertical"
        requiredMark={false}
        initialValues={emptyForm}
        onFinish={submit}
        onValuesChange={clearEdited}
        disabled={isLoading}
      >
        <Form.Item label="Full Name" {...field('name')}>
          <Input prefix={<UserOutlined />} autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item label="Email Address" {...field('email')}>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item label="Password" {...field('password')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Confirm Password" {...field('confirmPassword')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
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
