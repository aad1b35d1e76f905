import { cookStepListRules } from '../../../recipe-rules';
import { NumberedSteps } from './NumberedSteps';

/** Step 5: the numbered cooking steps. */
export function CookingStep() {
  return <NumberedSteps name="cookSteps" kind="Cooking" listRules={cookStepListRules} />;
}
