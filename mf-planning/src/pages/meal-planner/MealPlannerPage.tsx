import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { lazy, useCallback, useDeferredValue, useState } from 'react';
import type { Meal, MealType } from '@hearth/contracts/planning';
import { errorMessage, prefetchQuery, spacing, type PagePrefetch } from '@hearth/host';
import { LoadFailed, Loading, pageColumn, pageTitle, Text, Title, touchTarget, WhenOpened } from '@hearth/host/ui';
import { planningApi, useGetWeekPlanQuery } from '../../api/planning-api';
import { LiveNotice } from '../../live/LiveNotice';
import { POLLING_INTERVAL_MS, useLivePlanning } from '../../live/use-live-planning';
import { useWideWindow } from '../../components/use-wide-window';
import { CopyLastWeek } from './CopyLastWeek';
import { weekRange } from './day-labels';
import { GenerateListButton } from './GenerateListButton';
import type { MealDialogTarget } from './MealDialog';
import { RemoveMealDialog } from './RemoveMealDialog';
import { useMealActions } from './use-meal-actions';
import { plannerStartDate, usePlannerWeek } from './use-planner-week';
import { weekOf } from './week';
import { WeekByDay } from './WeekByDay';
import { WeekGrid } from './WeekGrid';

// Its code loads when it first opens (WhenOpened), not with the page; fetched ahead at low priority,
// so it opens offline too.
const MealDialog = lazy(() => import(/* webpackPrefetch: true */ './MealDialog').then((m) => ({ default: m.MealDialog })));

/** The week on show, started as the page's code arrives (PagePrefetch). */
export const prefetch: PagePrefetch = ({ searchParams }) => {
  prefetchQuery(planningApi.util.prefetch('getWeekPlan', weekOf(plannerStartDate(searchParams)), {}));
};

/**
 * /meal-planner (docs/product/planning.md "Meal planner"): the household's week, loaded in one call,
 * as a grid on a desktop and day by day on a phone, today marked; an empty week offers to copy
 * the week before.
 */
export default function MealPlannerPage() {
  const { week, days, today, previous, next } = usePlannerWeek();
  const live = useLivePlanning();
  // Deferred: the week renders in slices the phone can interrupt, not in one long task when it arrives.
  const { data: plan, currentData, error, isLoading, isFetching } = useDeferredValue(
    useGetWeekPlanQuery(week, { pollingInterval: live.polling ? POLLING_INTERVAL_MS : 0, skipPollingIfUnfocused: true }),
  );
  const actions = useMealActions(week, plan);
  // The week on show is known to be empty: not while another week's plan still shows (`data`).
  const emptyWeek = currentData !== undefined && !currentData?.meals.length;
  const wide = useWideWindow();
  const [editing, setEditing] = useState<MealDialogTarget | null>(null);
  const [removing, setRemoving] = useState<Meal | null>(null);

  const mealsOf = useCallback(
    (date: string, mealType: MealType) => (plan?.meals ?? []).filter((meal) => meal.date === date && meal.mealType === mealType),
    [plan],
  );
  const slotActions = {
    onAdd: (date: string, mealType?: MealType) => setEditing({ date, mealType }),
    onEdit: (meal: Meal) => setEditing({ date: meal.date, meal }),
    onRemove: setRemoving,
  };
  const Week = wide ? WeekGrid : WeekByDay;

  return (
    <Flex vertical gap={spacing(2)} style={pageColumn(1400)}>
      <Flex wrap justify="space-between" align="center" gap={spacing(2)}>
        <Title level={1} style={pageTitle}>
          Meal Planner
        </Title>
        <GenerateListButton plan={plan} busy={actions.generating} generate={actions.generate} update={actions.updateList} />
      </Flex>

      <Flex justify="space-between" align="center" gap={spacing(1)}>
        <Button size="large" icon={<LeftOutlined aria-hidden />} aria-label="Previous week" onClick={previous} style={touchTarget}>
          {wide && 'Previous week'}
        </Button>
        <Text strong aria-live="polite" style={{ textAlign: 'center', fontSize: 16 }}>
          {weekRange(week.startDate, week.endDate)}
        </Text>
        <Button size="large" icon={<RightOutlined aria-hidden />} iconPlacement="end" aria-label="Next week" onClick={next} style={touchTarget}>
          {wide && 'Next week'}
        </Button>
      </Flex>

      {emptyWeek && <CopyLastWeek key={week.startDate} week={week} />}

      <LiveNotice notice={live.notice} />

      {error && plan === undefined ? (
        <LoadFailed text={errorMessage(error, 'Failed to load the meal plan')} />
      ) : isLoading ? (
        <Loading what="the week's meals" />
      ) : (
        <div aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Week days={days} today={today} mealsOf={mealsOf} actions={slotActions} />
        </div>
      )}

      <WhenOpened open={editing !== null}>
        <MealDialog
          target={editing}
          busy={actions.busy}
          onSave={(meal, old) => (old ? actions.changeMeal(old, meal) : actions.addMeal(meal))}
          onClose={() => setEditing(null)}
        />
      </WhenOpened>
      <RemoveMealDialog
        meal={removing}
        busy={actions.busy}
        onConfirm={async (meal) => {
          if (await actions.removeMeal(meal)) setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Flex>
  );
}
