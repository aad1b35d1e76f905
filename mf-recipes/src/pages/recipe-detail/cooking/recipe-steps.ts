/**
 * A recipe's instructions as cook mode shows them, one step at a time: a step per line (blank
 * lines dropped), without the numbering a writer put in front ('1.', '2)', 'Step 3:'). Text
 * written as one paragraph is one step.
 */
export function recipeSteps(instructions: string): string[] {
  return instructions
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:step\s*\d+\s*[:.)-]?|\d+\s*[.):-])\s*/i, '').trim())
    .filter((line) => line.length > 0);
}
