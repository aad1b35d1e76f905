import type { Meal } from '@hearth/contracts/planning';
import { ConfirmDialog } from '@hearth/host/ui';
import { shortDay } from './day-labels';
import { mealTypeLabel } from './week';

/** Removing a meal asks first (docs/product/planning.md "Meal planner"). */
export function RemoveMealDialog({ meal, busy, onConfirm, onClose }: { meal: Meal | null; busy: boolean; onConfirm: (meal: Meal) => unknown; onClose: () => void }) {
  return (
    <ConfirmDialog open={meal !== null} title="Remove meal?" confirmText="Remove" busy={busy} onConfirm={() => meal && onConfirm(meal)} onCancel={onClose}>
      {meal && `${meal.recipe?.title ?? 'This meal'} will be removed from ${mealTypeLabel(meal.mealType).toLowerCase()} on ${shortDay(meal.date)}.`}
    </ConfirmDialog>
  );
}
