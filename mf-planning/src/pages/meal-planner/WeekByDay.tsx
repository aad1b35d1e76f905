import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { mealTypes } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { shortDay } from './day-labels';
import { MealSlot, type SlotActions } from './MealSlot';
import type { MealsOf } from './WeekGrid';
import { mealTypeLabel } from './week';

/** The phone's week: a card per day, the meal types one under another. */
export function WeekByDay({ days, mealsOf, actions }: { days: string[]; mealsOf: MealsOf; actions: SlotActions }) {
  return (
    <Flex vertical gap={spacing(1.5)}>
      {days.map((day) => (
        <Card key={day} size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{shortDay(day)}</h2>} styles={{ body: { padding: spacing(1) } }}>
          <Flex vertical gap={spacing(1)}>
            {mealTypes.map((mealType) => (
              <section key={mealType} aria-label={`${mealTypeLabel(mealType)}, ${shortDay(day)}`}>
                <Typography.Text type="secondary" strong style={{ display: 'block', marginBottom: spacing(0.5) }}>
                  {mealTypeLabel(mealType)}
                </Typography.Text>
                <MealSlot date={day} mealType={mealType} meals={mealsOf(day, mealType)} actions={actions} />
              </section>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
