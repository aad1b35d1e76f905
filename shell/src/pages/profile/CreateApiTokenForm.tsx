import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useState } from 'react';
import { apiTokenLimits, authOwnMessages, type CreateApiTokenBody, type CreatedApiToken } from '@hearth/contracts/auth';
import { errorMessage } from '@hearth/host';
import { useCreateApiTokenMutation } from './api-tokens-api';
import { FormFeedback, type Feedback } from './FormFeedback';

const expiryOptions: { value: CreateApiTokenBody['expiresIn']; label: string }[] = [
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '1y', label: '1 year' },
  { value: 'never', label: 'Never' },
];

const nameRules = [
  { required: true, whitespace: true, message: authOwnMessages.apiTokenNameRequired },
  { max: apiTokenLimits.nameMax, message: authOwnMessages.apiTokenNameTooLong },
];

/** Name, expiry and scope of a new token; the created token and its secret go to `onCreated`. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [form] = Form.useForm<CreateApiTokenBody>();
  const [createToken, { isLoading }] = useCreateApiTokenMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const create = async (values: CreateApiTokenBody) => {
    setFeedback(null);
    try {
      onCreated(await createToken({ ...values, name: values.name.trim() }).unwrap());
      form.resetFields();
    } catch (error) {
      setFeedback({ type: 'error', text: errorMessage(error, 'Failed to create the token') });
    }
  };

  return (
    <Form
      form={form}
      // Its own field ids (`api-token_name`): the PROFILE tab's form, mounted beside it, has a `name` too.
      name="api-token"
      layout="vertical"
      initialValues={{ expiresIn: '90d', scope: 'read' }}
      onFinish={create}
      onValuesChange={() => setFeedback(null)}
      requiredMark={false}
    >
      <Form.Item label="Token name" name="name" rules={nameRules} extra="What uses it, e.g. Kitchen tablet">
        <Input maxLength={apiTokenLimits.nameMax + 10} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Expires after" name="expiresIn">
        <Select options={expiryOptions} aria-label="Expires after" />
      </Form.Item>
      <Form.Item label="Access" name="scope">
        <Radio.Group>
          <Radio value="read">Read only</Radio>
          <Radio value="read-write">Read and write</Radio>
        </Radio.Group>
      </Form.Item>
      <FormFeedback feedback={feedback} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Create Token
      </Button>
    </Form>
  );
}
