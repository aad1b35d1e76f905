import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { errorMessage, useHostDispatch, userLoaded, type CurrentUser } from '@hearth/host';
import { useUpdateProfileMutation } from '../../auth/auth-api';
import { FormFeedback, type Feedback } from './FormFeedback';
import { emailRules, nameRules } from './profile-rules';

interface ProfileValues {
  name: string;
  email: string;
}

/** The PROFILE tab: name and e-mail; the saved user replaces the session's, so the top bar follows. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const dispatch = useHostDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const save = async ({ name, email }: ProfileValues) => {
    setFeedback(null);
    try {
      const updated = await updateProfile({ name: name.trim(), email: email.trim() }).unwrap();
      dispatch(userLoaded(updated));
      // The server normalises (trims, lower-cases the e-mail): show what was stored.
      form.setFieldsValue({ name: updated.name, email: updated.email });
      setFeedback({ type: 'success', text: 'Profile updated successfully' });
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
      <FormFeedback feedback={feedback} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Update Profile
      </Button>
    </Form>
  );
}
