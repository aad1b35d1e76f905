import { CopyOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { errorMessage, spacing, useNotify } from '@hearth/host';
import { Text, touchTarget } from '@hearth/host/ui';
import { planningApi, useCreateMealPlanMutation, type Week } from '../../api/planning-api';
import { mealsAWeekLater } from './copy-week';
import { addDays, weekOf } from './week';

// The planner's own words for it (docs/product/planning.md "Meal planner").
export const copyMessages = {
  copy: 'Copy last week',
  copied: "Copied last week's meals",
  nothingToCopy: 'Last week has no meals to copy.',
  failed: "Failed to copy last week's meals",
} as const;

/**
 * 'Copy last week', offered while the week on show has no meals: fills it with the week before's
 * meals, each 7 days on, in one call (POST /meal-plans creates the week's plan, or adds to the
 * empty one it has). An empty week before is said quietly beside the button, not as a failure.
 * The page mounts it per week (`key`), so what it said of one week is gone on the next.
 */
export function CopyLastWeek({ week }: { week: Week }) {
  const notify = useNotify();
  const [fetchWeek] = planningApi.useLazyGetWeekPlanQuery();
  const [createMealPlan] = useCreateMealPlanMutation();
  const [state, setState] = useState<'ready' | 'copying' | 'copied' | 'nothing'>('ready');

  const copy = async () => {
    setState('copying');
    try {
      // Asked afresh: another member may have changed last week since it was on show.
      const meals = mealsAWeekLater(await fetchWeek(weekOf(addDays(week.startDate, -7))).unwrap());
      if (!meals.length) {
        setState('nothing');
        return;
      }
      await createMealPlan({ ...week, meals }).unwrap();
      notify.success(copyMessages.copied);
      // Stays busy until the week comes back with its meals and the page takes this button away.
      setState('copied');
    } catch (error) {
      notify.error(errorMessage(error, copyMessages.failed));
      setState('ready');
    }
  };

  return (
    <Flex wrap justify="center" align="center" gap={spacing(1)}>
      <Button icon={<CopyOutlined aria-hidden />} loading={state === 'copying' || state === 'copied'} onClick={copy} style={touchTarget}>
        {copyMessages.copy}
      </Button>
      <Text type="secondary" role="status">
        {state === 'nothing' && copyMessages.nothingToCopy}
      </Text>
    </Flex>
  );
}
