import { recipesMessages as messages } from '@hearth/contracts/recipes';

export interface InstructionSteps {
  preheatOven: boolean;
  /** °F, as typed. */
  ovenTemperature?: string | number;
  prepSteps: string[];
  cookSteps: string[];
}

const numbered = (steps: string[]) => steps.map((step, index) => `${index + 1}. ${step.trim()}`);

/**
 * The instructions text the wizard sends (docs/product/recipes.md "Create a recipe"): an optional
 * 'Preheat oven to {temp}°F.' line, then 'Preparation:' with the numbered steps, then 'Cooking:'
 * with the numbered steps; a blank line between the parts, so the recipe page shows them apart.
 */
export function buildInstructions({ preheatOven, ovenTemperature, prepSteps, cookSteps }: InstructionSteps): string {
  const parts: string[] = [];
  if (preheatOven) parts.push(messages.preheatLine.replace('{temp}', String(ovenTemperature ?? '').trim()));
  parts.push([messages.preparationHeading, ...numbered(prepSteps)].join('\n'));
  parts.push([messages.cookingHeading, ...numbered(cookSteps)].join('\n'));
  return parts.join('\n\n');
}
