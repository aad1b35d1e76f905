import type { Rule } from 'antd/es/form';
import { recipesLimits as limits, recipesMessages as messages, recipesOwnMessages as own } from '@hearth/contracts/recipes';

/**
 * The recipe forms' rules (docs/product/recipes.md "Create a recipe" checks and "Edit a recipe"),
 * each with the message the product quotes, from the recipes contract.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A rule that fails with `message` unless `check` holds for a value that is set. */
const check = (test: (value: number) => boolean, message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    isBlank(value) || (typeof value === 'number' && test(value)) ? Promise.resolve() : Promise.reject(new Error(message)),
});

const titleRules = (required: string): Rule[] => [
  { required: true, whitespace: true, message: required },
  { max: limits.titleMax, transform: trimmed, message: messages.titleTooLong },
];

export const wizardTitleRules = titleRules(messages.recipeTitleRequired);
export const editTitleRules = titleRules(messages.titleRequired);

export const categoryRules: Rule[] = [{ required: true, message: messages.categoryRequired }];
export const customCategoryRules: Rule[] = [
  { required: true, whitespace: true, message: messages.customCategoryNameRequired },
  { max: limits.categoryNameMax, transform: trimmed, message: own.categoryNameTooLong },
];

export const wizardPrepTimeRules: Rule[] = [
  { required: true, message: messages.prepTimeRequired },
  check((value) => value >= limits.wizardPrepTimeMin, messages.prepTimeMin),
  check(Number.isInteger, messages.wholeNumber),
  check((value) => value <= limits.minutesMax, own.minutesTooLarge),
];

export const wizardCookTimeRules: Rule[] = [
  { required: true, message: messages.cookTimeRequired },
  check((value) => value >= 0, messages.cookTimeMin),
  check(Number.isInteger, messages.wholeNumber),
  check((value) => value <= limits.minutesMax, own.minutesTooLarge),
];

/** Edit: prep and cook minutes 0 or more. */
export const editPrepTimeRules: Rule[] = [
  { required: true, message: messages.prepTimeRequired },
  check((value) => value >= 0, own.prepTimeNegative),
  check(Number.isInteger, messages.wholeNumber),
  check((value) => value <= limits.minutesMax, own.minutesTooLarge),
];
export const editCookTimeRules = wizardCookTimeRules;

/** Servings: optional; when given a whole number from 1 to 100. */
export const servingsRules: Rule[] = [
  check((value) => Number.isInteger(value) && value >= limits.servingsMin && value <= limits.servingsMax, own.servingsInvalid),
];

export const ingredientListRules = [
  {
    validator: (_rule: unknown, rows: unknown[] | undefined) =>
      rows && rows.length > 0 ? Promise.resolve() : Promise.reject(new Error(messages.ingredientsRequired)),
  },
];
export const ingredientNameRules: Rule[] = [
  { required: true, whitespace: true, message: messages.ingredientNameRequired },
  { max: limits.ingredientNameMax, transform: trimmed, message: own.ingredientNameTooLong },
];
export const quantityRules: Rule[] = [
  { required: true, message: messages.quantityRequired },
  check((value) => value > 0, messages.quantityPositive),
  check((value) => value <= limits.quantityMax, own.quantityTooLarge),
];
export const unitRules: Rule[] = [{ required: true, message: messages.unitRequired }];

/** The oven temperature is typed as text (°F), so that "a number" is a check the user can fail. */
export const ovenTemperatureRules: Rule[] = [
  { required: true, whitespace: true, message: messages.ovenTemperatureRequired },
  {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return Promise.resolve();
      const temperature = Number(text);
      if (!Number.isFinite(temperature)) return Promise.reject(new Error(messages.temperatureNumber));
      return temperature > 0 ? Promise.resolve() : Promise.reject(new Error(messages.temperaturePositive));
    },
  },
];

const stepListRules = (message: string) => [
  {
    validator: (_rule: unknown, steps: unknown[] | undefined) =>
      steps && steps.length > 0 ? Promise.resolve() : Promise.reject(new Error(message)),
  },
];
export const prepStepListRules = stepListRules(messages.preparationStepsRequired);
export const cookStepListRules = stepListRules(messages.cookingStepsRequired);
export const stepRules: Rule[] = [{ required: true, whitespace: true, message: messages.stepDescriptionRequired }];

export const instructionsRules: Rule[] = [
  { required: true, whitespace: true, message: messages.instructionsRequired },
  { min: limits.instructionsMinOnEdit, transform: trimmed, message: messages.instructionsTooShort },
  { max: limits.instructionsMax, transform: trimmed, message: own.instructionsTooLong },
];
