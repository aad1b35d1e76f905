import InputNumber from 'antd/es/input-number';
import { recipesLimits, recipesOwnMessages } from '@hearth/contracts/recipes';

/** The form rules of a servings field: empty, or a whole number from 1 to 100 (the API's own check). */
export const servingsRules = [
  {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null) return;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < recipesLimits.servingsMin || value > recipesLimits.servingsMax) {
        throw new Error(recipesOwnMessages.servingsInvalid);
      }
    },
  },
];

interface ServingsInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** What an empty field means, e.g. 'As the recipe serves'. */
  placeholder: string;
}

/** How many people a meal or a list is for; empty means as each recipe says. */
export function ServingsInput({ id, value, onChange, placeholder }: ServingsInputProps) {
  return (
    <InputNumber<number>
      id={id}
      size="large"
      min={recipesLimits.servingsMin}
      max={recipesLimits.servingsMax}
      precision={0}
      inputMode="numeric"
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
