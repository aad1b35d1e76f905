import Flex from 'antd/es/flex';
import { mealTypes } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { Panel, Text } from '@hearth/host/ui';
import { shortDay } from './day-labels';
import { MealSlot, type SlotActions } from './MealSlot';
import type { MealsOf } from './WeekGrid';
import { mealTypeLabel } from './week';

/** The phone's week: a card per day, the meal types one under another. */
export function WeekByDay({ days, mealsOf, actions }: { days: string[]; mealsOf: MealsOf; actions: SlotActions }) {
  return (
    <Flex vertical gap={spacing(1.5)}>
      {days.map((day) => (
        <Panel key={day} size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{shortDay(day)}</h2>} styles={{ body: { padding: spacing(1) } }}>
          <Flex vertical gap={spacing(1)}>
            {mealTypes.map((mealType) => (
              <section key={mealType} aria-label={`${mealTypeLabel(mealType)}, ${shortDay(day)}`}>
                <Text type="secondary" strong style={{ display: 'block', marginBottom: spacing(0.5) }}>
                  {mealTypeLabel(mealType)}
                </Text>
                <MealSlot date={day} mealType={mealType} meals={mealsOf(day, mealType)} actions={actions} />
              </section>
            ))}
          </Flex>
        </Panel>
      ))}
    </Flex>
  );
}
