import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Steps from 'antd/es/steps';
import { recipesMessages as messages, type RecipeDraft } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fluid, Loading, Notice, pageColumn, Title, touchTarget } from '@hearth/host/ui';
import { useOnDemand } from '../../components/use-on-demand';
import { ImportFromWebsite } from './ImportFromWebsite';
import { BasicInfoStep } from './steps/BasicInfoStep';
import { useCreateRecipe } from './use-create-recipe';
import { initialWizardValues, type WizardValues } from './wizard-values';

/**
 * Steps 2 to 6 load after the page, asked for as soon as something is typed in step 1, so the
 * page opens with only what step 1 shows (the ingredient rows alone bring an AutoComplete and
 * number inputs).
 */
const loadLaterSteps = () => import('./steps/later-steps').then((steps) => ({ default: steps }));

/** The six steps (docs/product/recipes.md "Create a recipe") and the fields each one checks. */
const STEPS = [
  { title: 'Basic Information', fields: ['title', 'category', 'customCategory'] },
  { title: 'Time Information', fields: ['prepTime', 'cookTime', 'servings'] },
  { title: 'Ingredients', fields: ['ingredients'] },
  { title: 'Preparation Instructions', fields: ['preheatOven', 'ovenTemperature', 'prepSteps'] },
  { title: 'Cooking Instructions', fields: ['cookSteps'] },
  { title: 'Review & Submit', fields: [] },
] as const;

const LAST = STEPS.length - 1;

/** The review form of an imported recipe: loaded only once a page has been read. */
const ImportedRecipeForm = lazy(() => import('./ImportedRecipeForm').then((module) => ({ default: module.ImportedRecipeForm })));

/** /recipes/create: the vertical six-step wizard. Next checks only the current step; Back always works. */
export default function CreateRecipePage() {
  const [form] = Form.useForm<WizardValues>();
  const [current, setCurrent] = useState(0);
  const [creatingCategory, setCreatingCategory] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { submit, submitting, failure } = useCreateRecipe();
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const navigate = useNavigate();
  // Until steps 2-6 are in, a later step shows a spinner and Next waits: it must check the step's fields.
  const [later, loadLater] = useOnDemand(loadLaterSteps);
  const waiting = current > 0 && !later;
  useEffect(() => {
    if (current > 0) loadLater();
  }, [current, loadLater]);

  const next = async () => {
    // The picture's id goes with the recipe: Enter in a field does not create it mid-upload either.
    if (current === LAST && uploading) return;
    try {
      await form.validateFields(STEPS[current]!.fields.map((field) => [field]), { recursive: true });
    } catch {
      return; // The errors are shown under the fields.
    }
    if (current < LAST) setCurrent(current + 1);
    else await submit(form.getFieldsValue(true) as WizardValues, creatingCategory);
  };

  const bodies: ReactNode[] = [
    <BasicInfoStep key="basic" creatingCategory={creatingCategory} onCreatingCategory={setCreatingCategory} />,
    later && <later.TimeStep key="time" />,
    later && <later.IngredientsStep key="ingredients" />,
    later && <later.PreparationStep key="preparation" />,
    later && <later.CookingStep key="cooking" />,
    later && <later.ReviewStep key="review" creatingCategory={creatingCategory} onUploadingChange={setUploading} />,
  ];

  const body = (
    <Flex vertical gap={spacing(2)} style={{ paddingBlock: spacing(1) }}>
      {waiting ? <Loading what="step" compact /> : bodies[current]}
      {failure && current === LAST && <Notice type="error" showIcon title={failure} />}
      <Flex wrap gap={spacing(1)}>
        {current === 0 ? (
          <Button size="large" style={touchTarget} onClick={() => navigate('/recipes')}>
            Cancel
          </Button>
        ) : (
          <Button size="large" style={touchTarget} onClick={() => setCurrent(current - 1)} disabled={submitting}>
            Back
          </Button>
        )}
        <Button size="large" type="primary" style={touchTarget} loading={submitting} disabled={waiting || (current === LAST && uploading)} onClick={() => void next()}>
          {current === LAST ? messages.createRecipe : 'Next'}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Flex vertical gap={fluid(2, 3)} style={pageColumn(800)}>
      <Title level={1} style={{ margin: 0, fontSize: 30 }}>
        Create a Recipe
      </Title>
      {draft ? (
        <Suspense fallback={<Loading what="recipe" />}>
          <ImportedRecipeForm draft={draft} onCancel={() => setDraft(null)} />
        </Suspense>
      ) : (
        <>
          <ImportFromWebsite onDraft={setDraft} />
          <Form form={form} layout="vertical" initialValues={initialWizardValues()} requiredMark={false} onFinish={() => void next()} onValuesChange={loadLater}>
            <Steps
              orientation="vertical"
              current={current}
              items={STEPS.map((step, index) => ({
                title: <span aria-current={index === current ? 'step' : undefined}>{step.title}</span>,
                content: index === current ? body : undefined,
              }))}
            />
          </Form>
        </>
      )}
    </Flex>
  );
}
