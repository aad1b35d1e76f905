import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { householdMessages } from '@hearth/contracts/household';
import type { NewAccount } from '@hearth/host/api';
import { FormErrors, useSubmitValidation } from '@hearth/host/form-feedback';

interface JoinFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** docs/product/household.md "Join form": every field needed, then matching passwords. */
const FILL_IN = householdMessages.fillInAllFields;
const nameRules: Rule[] = [{ required: true, whitespace: true, message: FILL_IN }];
const passwordRules: Rule[] = [{ required: true, message: FILL_IN }];
const confirmRules: Rule[] = [
  ...passwordRules,
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string) => {
      if (value !== getFieldValue('password')) throw new Error(householdMessages.passwordsDoNotMatch);
    },
  }),
];

/**
 * A visitor's account, created for the invited e-mail: that field is prefilled and locked (read-only
 * rather than disabled, so it is still read out and can be copied). Checked on submit; the first
 * problem shows above the form. confirmPassword is not sent.
 */
export function CreateAccountForm({ email, busy, onSubmit }: { email: string; busy: boolean; onSubmit: (account: NewAccount) => void }) {
  const { formProps, fieldProps, errors } = useSubmitValidation<JoinFormValues>((values) =>
    onSubmit({ name: values.name.trim(), email, password: values.password }),
  );

  return (
    <>
      <FormErrors errors={errors} />
      <Form<JoinFormValues>
        {...formProps}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', email, password: '', confirmPassword: '' }}
        disabled={busy}
      >
        <Form.Item label="Full Name" name="name" rules={nameRules} {...fieldProps('name')}>
          <Input prefix={<UserOutlined />} autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item label="Email Address" name="email" extra="The invitation was sent to this address.">
          <Input readOnly variant="filled" prefix={<MailOutlined />} suffix={<LockOutlined />} autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={passwordRules} {...fieldProps('password')}>
          <Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" rules={confirmRules} validateFirst {...fieldProps('confirmPassword')}>
          <Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          Create Account &amp; Join
        </Button>
      </Form>
    </>
  );
}
