import { mealTypes, type Meal } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { shortDay } from './day-labels';
import { MealSlot, type SlotActions } from './MealSlot';
import { mealTypeLabel } from './week';

export type MealsOf = (date: string, mealType: Meal['mealType']) => Meal[];

const cell = { border: '1px solid #e3e8e3', padding: spacing(1), verticalAlign: 'top' } as const;

/** The desktop's week: a column per day, a row per meal type. */
export function WeekGrid({ days, mealsOf, actions }: { days: string[]; mealsOf: MealsOf; actions: SlotActions }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label="Meals of the week" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: 840, background: '#fff' }}>
        <thead>
          <tr>
            <td style={{ ...cell, width: 96 }} />
            {days.map((day) => (
              <th key={day} scope="col" style={{ ...cell, textAlign: 'start' }}>
                {shortDay(day)}
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
                  <MealSlot date={day} mealType={mealType} meals={mealsOf(day, mealType)} actions={actions} stacked />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
