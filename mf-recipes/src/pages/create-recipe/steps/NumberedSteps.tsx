import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import TextArea from 'antd/es/input/TextArea';
import type { Rule } from 'antd/es/form';
import { spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';
import { stepRules } from '../../../recipe-rules';

interface NumberedStepsProps {
  name: 'prepSteps' | 'cookSteps';
  /** 'Preparation' or 'Cooking', for the labels. */
  kind: string;
  listRules: Rule[];
}

/** Numbered instruction steps (steps 4 and 5), each with text; added and removed. */
export function NumberedSteps({ name, kind, listRules }: NumberedStepsProps) {
  return (
    <Form.List name={name} rules={listRules as never}>
      {(fields, { add, remove }, { errors }) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: spacing(1) }}>
          <ol aria-label={`${kind} steps`} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {fields.map(({ key, name: index }, position) => (
            <li key={key} style={{ display: 'flex', gap: spacing(1), alignItems: 'start' }}>
              <span aria-hidden style={{ minWidth: 24, lineHeight: '40px', fontWeight: 600 }}>{`${position + 1}.`}</span>
              <Form.Item name={index} rules={stepRules} style={{ flex: 1, marginBottom: spacing(1) }}>
                <TextArea autoSize={{ minRows: 1, maxRows: 6 }} aria-label={`${kind} step ${position + 1}`} />
              </Form.Item>
              <Button icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${kind.toLowerCase()} step ${position + 1}`} onClick={() => remove(index)} style={touchTarget} />
            </li>
          ))}
          </ol>
          <Form.ErrorList errors={errors} />
          <div>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add('')} style={touchTarget}>
              {`Add ${kind} Step`}
            </Button>
          </div>
        </div>
      )}
    </Form.List>
  );
}
