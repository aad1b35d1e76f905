import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Switch from 'antd/es/switch';
import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { ovenTemperatureRules, prepStepListRules } from '../../../recipe-rules';
import { NumberedSteps } from './NumberedSteps';

/** Step 4: an optional preheated oven (°F) and the numbered preparation steps. */
export function PreparationStep() {
  const preheat = Form.useWatch('preheatOven') as boolean | undefined;
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: spacing(2), alignItems: 'start' }}>
        <Form.Item name="preheatOven" label={messages.preheatOven} valuePropName="checked">
          <Switch />
        </Form.Item>
        {preheat && (
          <Form.Item name="ovenTemperature" label="Oven Temperature" rules={ovenTemperatureRules} style={{ flex: '0 1 200px' }}>
            <Input size="large" inputMode="numeric" suffix="°F" maxLength={5} />
          </Form.Item>
        )}
      </div>
      <NumberedSteps name="prepSteps" kind="Preparation" listRules={prepStepListRules} />
    </>
  );
}
