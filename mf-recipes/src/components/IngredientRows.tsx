import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { InputNumberProps } from 'antd/es/input-number';
import type { ReactNode } from 'react';
import { recipesLimits as limits, recipeUnits } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';
import { ingredientListRules, ingredientNameRules, quantityRules, unitRules } from '../recipe-rules';
import { newIngredientRow } from './ingredient-row';
import { IngredientNameInput } from './IngredientNameInput';
import { LazySelect } from './LazySelect';
import { NumberInput } from './NumberInput';

/**
 * The quantity as typed ('1', '0.5'), not padded to the step's two decimals ('1.00'), which
 * antd does when neither `precision` nor `formatter` is given.
 */
const asTyped: NonNullable<InputNumberProps<number>['formatter']> = (value, { userTyping, input }) =>
  userTyping ? input : value === undefined ? '' : String(value);

const unitOptions = recipeUnits.map((unit) => ({ value: unit, label: unit }));

/**
 * The ingredient rows of the wizard's step 3 and the edit form: name, quantity (step 0.01) and
 * unit, added and removed; a row can be removed only while there is more than one. `actions`
 * go beside 'Add Ingredient' (the wizard's 'Paste Ingredients').
 */
export function IngredientRows({ actions }: { actions?: ReactNode }) {
  return (
    <Form.List name="ingredients" rules={ingredientListRules}>
      {(fields, { add, remove }, { errors }) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: spacing(1) }}>
          {fields.map(({ key, name }, index) => (
            <div key={key} role="group" aria-label={`Ingredient ${index + 1}`} style={{ display: 'flex', flexWrap: 'wrap', columnGap: spacing(1), alignItems: 'start' }}>
              <Form.Item name={[name, 'name']} rules={ingredientNameRules} style={{ flex: '1 1 200px', marginBottom: spacing(1) }}>
                <IngredientNameInput aria-label={`Ingredient ${index + 1} name`} />
              </Form.Item>
              <Form.Item name={[name, 'quantity']} rules={quantityRules} style={{ flex: '1 1 100px', marginBottom: spacing(1) }}>
                <NumberInput
                  size="large"
                  step={limits.quantityStep}
                  formatter={asTyped}
                  inputMode="decimal"
                  aria-label={`Ingredient ${index + 1} quantity`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item name={[name, 'unit']} rules={unitRules} style={{ flex: '1 1 110px', marginBottom: spacing(1) }}>
                <LazySelect size="large" options={unitOptions} aria-label={`Ingredient ${index + 1} unit`} virtual={false} />
              </Form.Item>
              <Button
                size="large"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ingredient ${index + 1}`}
                disabled={fields.length <= 1}
                onClick={() => remove(name)}
                style={touchTarget}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(1) }}>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newIngredientRow())} style={touchTarget}>
              Add Ingredient
            </Button>
            {actions}
          </div>
        </div>
      )}
    </Form.List>
  );
}
