import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import type { Meal, MealType } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { Text, touchTarget } from '@hearth/host/ui';
import { shortDay } from './day-labels';

export interface SlotActions {
  onAdd: (date: string, mealType: MealType) => void;
  onEdit: (meal: Meal) => void;
  onRemove: (meal: Meal) => void;
}

const mealTitle = (meal: Meal) => meal.recipe?.title ?? 'No recipe';

/**
 * One meal type on one day: its meals, each with Edit and Remove, and a button to add one. In the
 * week's grid a column is narrow (about 130 px at 1280): the buttons go under the title there, so
 * a title wraps by words, never letter by letter beside two 44 px buttons.
 */
export function MealSlot({ date, mealType, meals, actions, stacked = false }: { date: string; mealType: MealType; meals: Meal[]; actions: SlotActions; stacked?: boolean }) {
  const where = `${mealType} on ${shortDay(date)}`;
  return (
    <Flex vertical gap={spacing(0.5)}>
      {meals.map((meal) => (
        <Flex
          key={meal._id}
          vertical={stacked}
          align={stacked ? 'stretch' : 'start'}
          gap={spacing(0.5)}
          role="group"
          aria-label={`${mealTitle(meal)}, ${where}`}
          style={{ background: '#eef5ee', borderRadius: 4, padding: spacing(0.5) }}
        >
          <Flex vertical style={{ flex: 1, minWidth: 0, paddingBlock: spacing(0.5), paddingInline: stacked ? spacing(0.5) : 0 }}>
            <Text strong style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
              {mealTitle(meal)}
            </Text>
            {meal.servings !== null && (
              <Text type="secondary" style={{ fontSize: 12 }}>
                {`For ${meal.servings}`}
              </Text>
            )}
            {meal.notes && (
              <Text type="secondary" style={{ fontSize: 12, overflowWrap: 'break-word' }}>
                {meal.notes}
              </Text>
            )}
          </Flex>
          <Flex justify="end" gap={spacing(0.5)}>
            <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${mealTitle(meal)}, ${where}`} onClick={() => actions.onEdit(meal)} style={touchTarget} />
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${mealTitle(meal)}, ${where}`} onClick={() => actions.onRemove(meal)} style={touchTarget} />
          </Flex>
        </Flex>
      ))}
      <Button type="dashed" icon={<PlusOutlined aria-hidden />} aria-label={`Add ${where}`} onClick={() => actions.onAdd(date, mealType)} style={{ ...touchTarget, width: '100%' }} />
    </Flex>
  );
}
