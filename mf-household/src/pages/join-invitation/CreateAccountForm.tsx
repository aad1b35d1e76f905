import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import type { NewAccount } from './account-api';

interface JoinFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** SPEC section 5 "Join form", checked on submit. */
export function joinFormProblem({ name, password, confirmPassword }: JoinFormValues): string | null {
  if (!name.trim() || !password || !confirmPassword) return 'Please fill in all required fields';
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}

/**
 * A visitor's account, created for the invited e-mail: that field is prefilled and locked (read-only
 * rather than disabled, so it is still read out and can be copied). confirmPassword is not sent.
 */
export function CreateAccountForm({ email, busy, onSubmit }: { email: string; busy: boolean; onSubmit: (account: NewAccount) => void }) {
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: JoinFormValues) => {
    const found = joinFormProblem(values);
    setProblem(found);
    if (!found) onSubmit({ name: values.name.trim(), email, password: values.password });
  };

  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} />}
      <Form<JoinFormValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', email, password: '', confirmPassword: '' }}
        onFinish={submit}
        onValuesChange={() => setProblem(null)}
        disabled={busy}
      >
        <Form.Item label="Full Name" name="name">
          <Input prefix={<UserOutlined />} autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item label="Email Address" name="email" extra="The invitation was sent to this address.">
          <Input readOnly variant="filled" prefix={<MailOutlined />} suffix={<LockOutlined />} autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword">
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          Create Account &amp; Join
        </Button>
      </Form>
    </>
  );
}
