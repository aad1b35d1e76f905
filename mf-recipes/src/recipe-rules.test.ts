import type { Rule, RuleObject } from 'antd/es/form';
import { instructionsRules, ovenTemperatureRules, quantityRules, unitRules } from './recipe-rules';

/** The first message `rules` give for `value`, or null when it passes (as antd checks it). */
async function firstError(rules: Rule[], value: unknown): Promise<string | null> {
  for (const rule of rules as RuleObject[]) {
    if (rule.required && (value === undefined || value === null || (typeof value === 'string' && (rule.whitespace ? !value.trim() : !value)))) {
      return String(rule.message);
    }
    const checked = rule.transform ? rule.transform(value) : value;
    if (typeof rule.min === 'number' && typeof checked === 'string' && checked.length < rule.min) return String(rule.message);
    if (typeof rule.max === 'number' && typeof checked === 'string' && checked.length > rule.max) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

describe('the recipe form rules', () => {
  it("need a unit ('Unit is required')", async () => {
    expect(await firstError(unitRules, undefined)).toBe('Unit is required');
    expect(await firstError(unitRules, 'cup')).toBeNull();
  });

  it('need a positive quantity', async () => {
    expect(await firstError(quantityRules, null)).toBe('Quantity is required');
    expect(await firstError(quantityRules, 0)).toBe('Must be positive');
    expect(await firstError(quantityRules, 0.25)).toBeNull();
  });

  it('read the oven temperature as a number', async () => {
    expect(await firstError(ovenTemperatureRules, ' ')).toBe('Oven temperature is required');
    expect(await firstError(ovenTemperatureRules, '35O')).toBe('Temperature must be a number');
    expect(await firstError(ovenTemperatureRules, '-1')).toBe('Must be a positive number');
    expect(await firstError(ovenTemperatureRules, '350')).toBeNull();
  });

  it('need edited instructions of at least 10 characters, spaces aside', async () => {
    expect(await firstError(instructionsRules, '   ')).toBe('Instructions are required');
    expect(await firstError(instructionsRules, '  Bake it  ')).toBe('Instructions should be more detailed');
    expect(await firstError(instructionsRules, 'Bake it well')).toBeNull();
  });
});
