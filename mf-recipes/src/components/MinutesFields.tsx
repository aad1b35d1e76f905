import Form, { type Rule } from 'antd/es/form';
import { spacing } from '@hearth/host';
import type { ReactNode } from 'react';
import { servingsRules } from '../recipe-rules';
import { NumberInput } from './NumberInput';

interface MinutesFieldsProps {
  prepRules: Rule[];
  cookRules: Rule[];
  /** Help under the prep and cook fields (the wizard says what its prefilled values are). */
  prepHint?: ReactNode;
  cookHint?: ReactNode;
}

/** Prep and cook minutes, and the optional servings, side by side (stacked on a phone), with each form's rules. */
export function MinutesFields({ prepRules, cookRules, prepHint, cookHint }: MinutesFieldsProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: spacing(2) }}>
      <Form.Item name="prepTime" label="Prep Time (minutes)" rules={prepRules} extra={prepHint} style={{ flex: '1 1 180px' }}>
        <NumberInput size="large" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="cookTime" label="Cook Time (minutes)" rules={cookRules} extra={cookHint} style={{ flex: '1 1 180px' }}>
        <NumberInput size="large" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="servings" label="Servings (optional)" rules={servingsRules} style={{ flex: '1 1 180px' }}>
        <NumberInput size="large" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
