import Form from 'antd/es/form';
import TextArea from 'antd/es/input/TextArea';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { planningLimits, planningMessages as messages, type AddMealBody, type Meal, type MealType } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { NO_RECIPE, RecipeSelect } from '../../components/RecipeSelect';
import { ServingsInput, servingsRules } from '../../components/ServingsInput';
import { longDay } from './day-labels';
import { mealTypeOptions } from './week';
import { Notice } from '@hearth/host/ui';

/** What the dialog is opened for: a new meal on a day (its row's meal type chosen), or a meal to change. */
export type MealDialogTarget = { date: string; mealType?: MealType; meal?: Meal };

interface MealValues {
  mealType?: MealType;
  recipeId?: string;
  servings?: number | null;
  notes?: string;
}

interface MealDialogProps {
  target: MealDialogTarget | null;
  busy: boolean;
  onSave: (meal: AddMealBody, old?: Meal) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The add/change dialog (docs/product/planning.md "Meal planner"): meal type, recipe or None,
 * servings (empty: as the recipe serves), notes. Both a recipe and a meal type are needed before
 * anything is sent.
 */
export function MealDialog({ target, busy, onSave, onClose }: MealDialogProps) {
  const [form] = Form.useForm<MealValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const meal = target?.meal;

  const save = async ({ mealType, recipeId, servings, notes }: MealValues) => {
    if (!target || !mealType || !recipeId) {
      setProblem(messages.mealNeedsRecipeAndType);
      return;
    }
    setProblem(null);
    if (await onSave({ date: target.date, mealType, recipeId, servings: servings ?? null, notes: notes?.trim() ?? '' }, meal)) onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={target ? `${meal ? 'Edit meal' : 'Add meal'}: ${longDay(target.date)}` : ''}
      okText={meal ? 'Save' : 'Add'}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setProblem(null)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        clearOnDestroy
        initialValues={{ mealType: meal?.mealType ?? target?.mealType, recipeId: meal?.recipe?._id ?? NO_RECIPE, servings: meal?.servings ?? null, notes: meal?.notes ?? '' }}
        onValuesChange={() => setProblem(null)}
        onFinish={save}
      >
        <Form.Item label="Meal type" name="mealType">
          <Select size="large" options={mealTypeOptions} virtual={false} placeholder="Choose a meal type" />
        </Form.Item>
        <Form.Item label="Recipe" name="recipeId">
          <RecipeSelect mode="single" known={meal?.recipe ? [meal.recipe] : []} />
        </Form.Item>
        <Form.Item label="Servings" name="servings" rules={servingsRules} extra="Leave empty to cook as many as the recipe serves.">
          <ServingsInput placeholder="As the recipe serves" />
        </Form.Item>
        <Form.Item label="Notes" name="notes" style={{ marginBottom: problem ? spacing(2) : 0 }}>
          <TextArea rows={2} maxLength={planningLimits.notesMax} />
        </Form.Item>
      </Form>
      {problem && <Notice type="error" showIcon title={problem} />}
    </Modal>
  );
}
