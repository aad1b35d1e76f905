import { mealTypes, type Meal } from '@hearth/contracts/planning';
import { hearthColors, spacing } from '@hearth/host';
import { shortDay } from './day-labels';
import { MealSlot, type SlotActions } from './MealSlot';
import { DayName, todayLook } from './DayName';
import { mealTypeLabel } from './week';

export type MealsOf = (date: string, mealType: Meal['mealType']) => Meal[];

/** What either view of the week is given: its days, today (`YYYY-MM-DD`, local), the meals and what to do with them. */
export interface WeekViewProps {
  days: string[];
  today: string;
  mealsOf: MealsOf;
  actions: SlotActions;
}

const cell = { border: `1px solid ${hearthColors.line}`, padding: spacing(1), verticalAlign: 'top' } as const;

/** The desktop's week: a column per day (today's marked), a row per meal type. */
export function WeekGrid({ days, today, mealsOf, actions }: WeekViewProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label="Meals of the week" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: 840, background: hearthColors.surface }}>
        <thead>
          <tr>
            <td style={{ ...cell, width: 96 }} />
            {days.map((day) => (
              <th key={day} scope="col" aria-current={day === today ? 'date' : undefined} style={{ ...cell, textAlign: 'start', ...(day === today && todayLook) }}>
                <DayName name={shortDay(day)} today={day === today} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mealTypes.map((mealType) => (
            <tr key={mealType}>
              <th scope="row" style={{ ...cell, textAlign: 'start' }}>
                {mealTypeLabel(mealType)}
              </th>
              {days.map((day) => (
                <td key={day} style={cell}>
                  <MealSlot date={day} mealType={mealType} meals={mealsOf(day, mealType)} actions={actions} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
