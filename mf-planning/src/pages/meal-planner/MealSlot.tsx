import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Link } from 'react-router-dom';
import type { Meal, MealType } from '@hearth/contracts/planning';
import { hearthColors, spacing } from '@hearth/host';
import { Text, touchTarget } from '@hearth/host/ui';
import { RecipeThumbnail } from '../../components/RecipeThumbnail';
import { shortDay } from './day-labels';
import { mealTypeLabel } from './week';

export interface SlotActions {
  /** A new meal on `date`; without a meal type, the dialog asks for one. */
  onAdd: (date: string, mealType?: MealType) => void;
  onEdit: (meal: Meal) => void;
  onRemove: (meal: Meal) => void;
}

const mealTitle = (meal: Meal) => meal.recipe?.title ?? 'No recipe';

// The title's link is a whole touch target (44 px), not just its line of text.
const titleLook = { minHeight: 44, display: 'flex', alignItems: 'center', fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' } as const;
// With its recipe's picture in it: above the title in the grid's narrow columns (beside it, a
// title would have some 70 px left), beside it elsewhere.
const pictureAbove = { flexDirection: 'column', alignItems: 'start', gap: spacing(0.5), paddingTop: spacing(0.5) } as const;
const pictureBeside = { gap: spacing(1) } as const;

/**
 * One planned meal: its recipe's title (a link to the recipe, holding the recipe's picture small
 * when it has one), 'For 6' when planned for a number of people, its notes, and Edit and Remove.
 * `stacked` puts the buttons under the title (the grid's narrow columns); `withType` shows the meal
 * type above the title (the phone's day lists its meals).
 */
export function MealTile({ meal, actions, stacked = false, withType = false }: { meal: Meal; actions: SlotActions; stacked?: boolean; withType?: boolean }) {
  const where = `${meal.mealType} on ${shortDay(meal.date)}`;
  return (
    <Flex
      vertical={stacked}
      align={stacked ? 'stretch' : 'start'}
      gap={spacing(0.5)}
      role="group"
      aria-label={`${mealTitle(meal)}, ${where}`}
      style={{ background: hearthColors.tintSubtle, borderRadius: 4, padding: spacing(0.5) }}
    >
      <Flex vertical style={{ flex: 1, minWidth: 0, paddingBottom: spacing(0.5), paddingInline: spacing(0.5) }}>
        {withType && (
          <Text type="secondary" style={{ fontSize: 12, paddingTop: spacing(0.5) }}>
            {mealTypeLabel(meal.mealType)}
          </Text>
        )}
        {meal.recipe ? (
          <Link to={`/recipes/${meal.recipe._id}`} style={meal.recipeImage ? { ...titleLook, ...(stacked ? pictureAbove : pictureBeside) } : titleLook}>
            {meal.recipeImage && <RecipeThumbnail src={meal.recipeImage} />}
            <span style={{ minWidth: 0 }}>{meal.recipe.title}</span>
          </Link>
        ) : (
          <Text style={titleLook}>{mealTitle(meal)}</Text>
        )}
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
  );
}

/**
 * One meal type on one day in the week's grid: its meals and a button to add one of that type. A
 * column is narrow (about 130 px at 1280): the buttons go under the title there, so a title wraps
 * by words, never letter by letter beside two 44 px buttons.
 */
export function MealSlot({ date, mealType, meals, actions }: { date: string; mealType: MealType; meals: Meal[]; actions: SlotActions }) {
  return (
    <Flex vertical gap={spacing(0.5)}>
      {meals.map((meal) => (
        <MealTile key={meal._id} meal={meal} actions={actions} stacked />
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        aria-label={`Add ${mealType} on ${shortDay(date)}`}
        onClick={() => actions.onAdd(date, mealType)}
        style={{ ...touchTarget, width: '100%' }}
      />
    </Flex>
  );
}
