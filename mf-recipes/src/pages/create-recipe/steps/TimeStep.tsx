import { MinutesFields } from '../../../components/MinutesFields';
import { wizardCookTimeRules, wizardPrepTimeRules } from '../../../recipe-rules';

/** Step 2: prep and cook minutes. */
export function TimeStep() {
  return <MinutesFields prepRules={wizardPrepTimeRules} cookRules={wizardCookTimeRules} />;
}
