import Form, { type FormProps } from 'antd/es/form';
import { useState } from 'react';
import { Notice } from './ui/Notice';

/**
 * Every Hearth form validates with antd `rules`, its errors shown under the fields. Most check a
 * field as it is edited (antd's default). A form the product checks on submit only (register, the
 * invitation's account form, the DELETE confirmation) spreads `formProps` from this hook on the
 * Form and `fieldProps(name)` on each Form.Item: nothing is checked while typing, everything on
 * submit, and editing a field clears its error. `errors` holds each failed field's first message,
 * in field order, for <FormErrors>.
 */
export function useSubmitValidation<Values>(onValid: (values: Values) => unknown) {
  const [form] = Form.useForm<Values>();
  const [failed, setFailed] = useState<Partial<Record<string, string>>>({});

  const formProps = {
    form,
    validateTrigger: [],
    onFinish: (values: Values) => {
      setFailed({});
      onValid(values);
    },
    onFinishFailed: ({ errorFields }) => {
      setFailed(Object.fromEntries(errorFields.map(({ name, errors }) => [String(name[0]), errors[0]])));
      // Shown through `help` (fieldProps) rather than by antd, whose errors fade out 10 ms after
      // they are cleared: an edited field's error must go at once.
      form.setFields(errorFields.map(({ name }) => ({ name: name as never, errors: [] })));
    },
    onValuesChange: (changed: Partial<Values>) => {
      const edited = Object.keys(changed as object);
      setFailed((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field))));
    },
  } satisfies FormProps<Values>;

  const fieldProps = (field: keyof Values & string) => ({
    validateStatus: failed[field] ? ('error' as const) : undefined,
    help: failed[field],
  });

  const reset = () => {
    form.resetFields();
    setFailed({});
  };

  return { form, formProps, fieldProps, errors: Object.values(failed) as string[], reset };
}

/**
 * A form's errors above it: one message as the alert's title, several as a list under `title`
 * ('Please fix the following errors:'). The same message from several fields shows once.
 */
export function FormErrors({ errors, title }: { errors: string[]; title?: string }) {
  const messages = [...new Set(errors)];
  if (messages.length === 0) return null;
  if (!title) return <Notice type="error" showIcon title={messages[0]} />;
  return (
    <Notice
      type="error"
      showIcon
      title={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      }
    />
  );
}
