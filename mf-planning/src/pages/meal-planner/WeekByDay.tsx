import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useId } from 'react';
import { mealTypes } from '@hearth/contracts/planning';
import { PRIMARY_GREEN, spacing } from '@hearth/host';
import { Panel, touchTarget } from '@hearth/host/ui';
import { shortDay } from './day-labels';
import { DayName, todayLook } from './DayName';
import { MealTile } from './MealSlot';
import type { WeekViewProps } from './WeekGrid';

/**
 * The phone's week: a card per day (today's marked) with only the meals planned for it, each
 * saying its meal type, and one button to add a meal (its type chosen in the dialog). Four empty
 * slots a day would make a week of 28 rows to scroll past.
 */
export function WeekByDay({ days, today, mealsOf, actions }: WeekViewProps) {
  const id = useId();
  return (
    <Flex vertical gap={spacing(1.5)}>
      {days.map((day) => {
        const isToday = day === today;
        const heading = `${id}-${day}`;
        return (
          <Panel
            key={day}
            role="region"
            aria-labelledby={heading}
            size="small"
            title={
              <h2 id={heading} aria-current={isToday ? 'date' : undefined} style={{ margin: 0, fontSize: 16 }}>
                <DayName name={shortDay(day)} today={isToday} />
              </h2>
            }
            style={isToday ? { borderColor: PRIMARY_GREEN } : undefined}
            styles={{ header: isToday ? todayLook : undefined, body: { padding: spacing(1) } }}
          >
            <Flex vertical gap={spacing(1)}>
              {mealTypes.flatMap((mealType) => mealsOf(day, mealType)).map((meal) => (
                <MealTile key={meal._id} meal={meal} actions={actions} withType />
              ))}
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} aria-label={`Add meal on ${shortDay(day)}`} onClick={() => actions.onAdd(day)} block style={touchTarget}>
                Add meal
              </Button>
            </Flex>
          </Panel>
        );
      })}
    </Flex>
  );
}
