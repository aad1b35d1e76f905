import type { Recipe } from '@hearth/contracts/recipes';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { useLocation } from 'react-router-dom';
import RecipeDetailPage from '../pages/recipe-detail/RecipeDetailPage';
import { serveRecipe } from './serve';

/** The page's own address (`data-testid="address"`), as a shared link would carry it. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/** The recipe's page at `/recipes/{id}{search}`, the recipe served by the API. */
export function openRecipePage(recipe: Recipe, search = '') {
  serveRecipe(recipe);
  return renderWithHost(
    <>
      <RecipeDetailPage />
      <Address />
    </>,
    { path: `/recipes/${recipe._id}${search}`, route: '/recipes/:id' },
  );
}
