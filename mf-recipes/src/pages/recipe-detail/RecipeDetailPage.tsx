import { ArrowLeftOutlined, EditOutlined, FireOutlined, LockOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { lazy, Suspense } from 'react';
import Flex from 'antd/es/flex';
import { recipesMessages as messages, type Recipe } from '@hearth/contracts/recipes';
import { isNotFound, prefetchQuery, spacing, type PagePrefetch } from '@hearth/host';
import { useParams } from 'react-router-dom';
import { Chip, fluid, LoadFailed, Loading, NavButton, Notice, pageColumn, Panel, Paragraph, Text, Title, touchTarget } from '@hearth/host/ui';
import { useRecipe } from '../../api/polling';
import { recipesApi } from '../../api/recipes-api';
import { useMayChange } from '../../components/may-change';
import { minutes, totalMinutes } from '../../components/minutes';
import { useCookAddress } from './cooking/cook-address';
import { recipeSteps } from './cooking/recipe-steps';
import { DeleteRecipe } from './DeleteRecipe';
import { PrintStyle } from './PrintStyle';
import { RecipeImageArea } from './RecipeImageArea';
import { ServingsScaler } from './scaling/ServingsScaler';
import { ingredientAmount } from './scaling/ingredient-amount';
import { useServingsChoice } from './scaling/servings-choice';
import { UnitSystemToggle } from './scaling/UnitSystemToggle';
import { useUnitSystem } from './scaling/unit-system';

const column = pageColumn(960);

// Loaded when cook mode opens: the page itself never carries it.
const CookMode = lazy(() => import('./cooking/CookMode'));

/** The recipe, started as the page's code arrives (PagePrefetch). */
export const prefetch: PagePrefetch = ({ params }) => {
  if (params.id) prefetchQuery(recipesApi.util.prefetch('getRecipe', params.id, {}));
};

/** /recipes/{id} (docs/product/recipes.md "A recipe"). Fetched again every 5 s while its image is pending. */
export default function RecipeDetailPage() {
  const { id = '' } = useParams();
  const { data: recipe, error, isLoading } = useRecipe(id);

  let body;
  if (isLoading) {
    body = <Loading what="recipe" />;
  } else if (error) {
    body = <LoadFailed text={isNotFound(error) ? messages.recipeNotFound : messages.loadFailed} />;
  } else if (!recipe) {
    body = <Notice type="warning" showIcon title={messages.recipeNotFound} />;
  } else {
    body = <RecipeView recipe={recipe} />;
  }

  return (
    <Flex vertical gap={fluid(2, 3)} style={column}>
      <div>
        <NavButton to="/recipes" type="text" icon={<ArrowLeftOutlined aria-hidden />} style={touchTarget}>
          Back to Recipes
        </NavButton>
      </div>
      {body}
    </Flex>
  );
}

function RecipeView({ recipe }: { recipe: Recipe }) {
  const mayChange = useMayChange(recipe);
  const scale = useServingsChoice(recipe);
  const [units, setUnits] = useUnitSystem();
  const cook = useCookAddress(recipeSteps(recipe.instructions).length);
  return (
    <Flex vertical gap={fluid(2, 3)} data-print="recipe">
      <PrintStyle />
      <Flex wrap justify="space-between" align="start" gap={spacing(2)}>
        <Flex vertical gap={spacing(1)} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title level={1} style={{ margin: 0, fontSize: 30, overflowWrap: 'anywhere' }}>
            {recipe.title}
          </Title>
          <Flex wrap gap={spacing(1)}>
            <Chip color="green">{recipe.category?.name ?? messages.uncategorized}</Chip>
            {recipe.isPrivate && (
              <Chip color="gold" icon={<LockOutlined aria-hidden />}>
                {messages.privateRecipeChip}
              </Chip>
            )}
          </Flex>
          <Text type="secondary">{`${messages.createdBy} ${recipe.createdBy.name} (${recipe.household.name})`}</Text>
        </Flex>
        {mayChange && (
          <Flex wrap gap={spacing(1)}>
            <NavButton to={`/recipes/edit/${recipe._id}`} icon={<EditOutlined aria-hidden />} style={touchTarget}>
              Edit
            </NavButton>
            <DeleteRecipe recipeId={recipe._id} />
          </Flex>
        )}
      </Flex>

      {/* Paper gets the picture, never a placeholder for one. */}
      {recipe.image && (
        <div data-print={recipe.image.status === 'pending' || recipe.image.status === 'failed' ? 'hide' : undefined}>
          <RecipeImageArea recipe={recipe} mayChange={mayChange} />
        </div>
      )}

      <Flex wrap gap={fluid(2, 4)}>
        <Text>
          <strong>Prep Time:</strong> {minutes(recipe.prepTime)}
        </Text>
        <Text>
          <strong>Cook Time:</strong> {minutes(recipe.cookTime)}
        </Text>
        <Text>
          <strong>Total Time:</strong> {minutes(totalMinutes(recipe))}
        </Text>
        {recipe.servings !== null && <Text data-testid="servings">Serves {recipe.servings}</Text>}
        {scale.factor !== 1 && (
          <Text data-print="only">{scale.servings !== null ? `Scaled to serve ${scale.servings}` : `Quantities ×${scale.factor === 0.5 ? '½' : scale.factor}`}</Text>
        )}
        {recipe.sourceUrl && (
          <Text style={{ overflowWrap: 'anywhere' }}>
            <strong>Source:</strong>{' '}
            <a href={recipe.sourceUrl} target="_blank" rel="noreferrer noopener">
              {new URL(recipe.sourceUrl).hostname}
            </a>
          </Text>
        )}
      </Flex>

      <div style={{ display: 'grid', gap: fluid(2, 3), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', alignItems: 'start' }}>
        <Panel title={<h2 style={{ margin: 0, fontSize: 18 }}>Ingredients</h2>}>
          <Flex vertical gap={spacing(1)} style={{ marginBottom: spacing(1.5) }} data-print="hide">
            <ServingsScaler recipe={recipe} choice={scale} />
            <UnitSystemToggle system={units} onChange={setUnits} />
          </Flex>
          <ul aria-label="Ingredients" style={{ margin: 0, paddingInlineStart: spacing(2.5) }}>
            {recipe.ingredients.map((line, index) => (
              <li key={`${line.ingredient._id}-${index}`} style={{ paddingBlock: spacing(0.5) }}>
                <Text strong>{line.ingredient.name}</Text>{' '}
                <Text type="secondary">{ingredientAmount(line.quantity, line.unit, scale.factor, units)}</Text>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel
          title={<h2 style={{ margin: 0, fontSize: 18 }}>Instructions</h2>}
          extra={
            <Button type="primary" ghost icon={<FireOutlined aria-hidden />} onClick={cook.openCook} data-print="hide" style={touchTarget}>
              Cook mode
            </Button>
          }
        >
          <Paragraph data-testid="instructions" style={{ whiteSpace: 'pre-line', margin: 0 }}>
            {recipe.instructions}
          </Paragraph>
        </Panel>
      </div>
      {cook.open && (
        <Suspense fallback={null}>
          <CookMode recipe={recipe} factor={scale.factor} units={units} step={cook.step} onStep={cook.goTo} onClose={cook.close} />
        </Suspense>
      )}
    </Flex>
  );
}
