import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { spacing } from '@hearth/host';
import { wizardCookTimeRules, wizardPrepTimeRules } from '../../../recipe-rules';

/** Step 2: prep and cook minutes. */
export function TimeStep() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: spacing(2) }}>
      <Form.Item name="prepTime" label="Prep Time (minutes)" rules={wizardPrepTimeRules} style={{ flex: '1 1 180px' }}>
        <InputNumber size="large" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="cookTime" label="Cook Time (minutes)" rules={wizardCookTimeRules} style={{ flex: '1 1 180px' }}>
        <InputNumber size="large" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
