import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import { recipesDashboardMessages, recipesLimits as limits, recipesMessages as messages } from '@hearth/contracts/recipes';
import { errorMessage, hearthColors, spacing, useCurrentUser } from '@hearth/host';
import { LoadFailed, Loading, NavButton, Panel, Text, touchTarget } from '@hearth/host/ui';
import { useRecipeList } from '../api/polling';
import { minutes, totalMinutes } from '../components/minutes';

const LIST = { household: 'mine', limit: limits.dashboardRecipes } as const;

/**
 * docs/product/README.md "Dashboard": the first 6 recipes of the user's household, each with View
 * and Edit; 'View All Recipes' when there are more; an empty state when there are none.
 */
export default function HouseholdRecipes() {
  const user = useCurrentUser();
  if (!user) return null;
  return <RecipesCard />;
}

function RecipesCard() {
  const { data, error, isLoading } = useRecipeList(LIST);
  return (
    <Panel
      title={<h2 style={{ margin: 0, fontSize: 20 }}>Household Recipes</h2>}
      extra={
        data && data.total > limits.dashboardRecipes ? (
          <NavButton to="/recipes" type="link" style={touchTarget}>
            {recipesDashboardMessages.viewAllRecipes}
          </NavButton>
        ) : undefined
      }
    >
      {isLoading ? (
        <Loading what="household recipes" compact />
      ) : !data ? (
        <LoadFailed text={errorMessage(error, 'Error loading recipes')} />
      ) : data.recipes.length === 0 ? (
        <Text type="secondary">{recipesDashboardMessages.noHouseholdRecipes}</Text>
      ) : (
        <ul aria-label="Household recipes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.recipes.map((recipe) => (
            <li key={recipe._id} style={{ borderBottom: `1px solid ${hearthColors.border}`, paddingBlock: spacing(1) }}>
              <Flex wrap justify="space-between" align="center" gap={spacing(1)}>
                <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text strong style={{ overflowWrap: 'anywhere' }}>
                    {recipe.title}
                  </Text>
                  <Text type="secondary">
                    {`${recipe.category?.name ?? messages.uncategorized} · ${minutes(totalMinutes(recipe))}`}
                  </Text>
                </Flex>
                <Flex gap={spacing(1)}>
                  <NavButton to={`/recipes/${recipe._id}`} icon={<EyeOutlined aria-hidden />} aria-label={`View ${recipe.title}`} style={touchTarget}>
                    View
                  </NavButton>
                  <NavButton to={`/recipes/edit/${recipe._id}`} icon={<EditOutlined aria-hidden />} aria-label={`Edit ${recipe.title}`} style={touchTarget}>
                    Edit
                  </NavButton>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
