import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { authOwnMessages } from '@hearth/contracts/auth';
import { useState } from 'react';
import { errorMessage, useHostDispatch, userLoaded, type CurrentUser } from '@hearth/host';
import { useUpdateProfileMutation } from '../../auth/auth-api';
import { FormFeedback, type Feedback } from './FormFeedback';
import { emailRules, nameRules } from './profile-rules';

interface ProfileValues {
  name: string;
  email: string;
  currentPassword?: string;
}

const sameAddress = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/**
 * The PROFILE tab: name and e-mail; the saved user replaces the session's, so the top bar follows.
 * A new e-mail asks for the current password, and changes only once the link mailed to it is opened.
 */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const dispatch = useHostDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const email = Form.useWatch('email', form);
  const newEmail = email !== undefined && !sameAddress(email, user.email);

  const save = async ({ name, email, currentPassword }: ProfileValues) => {
    setFeedback(null);
    const changing = !sameAddress(email, user.email);
    try {
      const updated = await updateProfile({ name: name.trim(), email: email.trim(), ...(changing ? { currentPassword } : {}) }).unwrap();
      dispatch(userLoaded(updated));
      // The server normalises (trims, lower-cases the e-mail): show what was stored.
      form.setFieldsValue({ name: updated.name, email: updated.email, currentPassword: undefined });
      const saved = 'Profile updated successfully';
      const text = changing ? `${saved}. We sent a link to ${email.trim()}: your e-mail changes once you open it.` : saved;
      setFeedback({ type: 'success', text });
    } catch (error) {
      setFeedback({ type: 'error', text: errorMessage(error, 'Failed to update profile') });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: user.name, email: user.email }}
      onFinish={save}
      onValuesChange={() => setFeedback(null)}
      requiredMark={false}
    >
      <Form.Item label="Name" name="name" rules={nameRules}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={emailRules} validateFirst>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      {newEmail && (
        <Form.Item
          label="Current Password"
          name="currentPassword"
          rules={[{ required: true, message: authOwnMessages.emailChangeNeedsPassword }]}
          extra="Needed to change your e-mail address."
        >
          <Password autoComplete="current-password" />
        </Form.Item>
      )}
      <FormFeedback feedback={feedback} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Update Profile
      </Button>
    </Form>
  );
}
