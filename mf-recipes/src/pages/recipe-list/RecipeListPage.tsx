import { PlusOutlined } from '@ant-design/icons';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import { recipesMessages as messages } from '@hearth/contracts/recipes';
import { breakpoints, errorMessage, prefetchQuery, spacing, useCurrentUser, useMediaQuery, type PagePrefetch } from '@hearth/host';
import { fluid, LoadFailed, Loading, NavButton, pageColumn, pageTitle, Text, Title, touchTarget } from '@hearth/host/ui';
import { useRecipeList } from '../../api/polling';
import { recipesApi, type RecipeListArgs } from '../../api/recipes-api';
import { ImportRecipesButton } from './import-file/ImportRecipesButton';
import { RecipeCard } from './RecipeCard';
import { RecipeFilters } from './RecipeFilters';
import { filtersFrom, useListFilters, type ListFilters } from './use-list-filters';

/** Recipes per page: fills rows of 1, 2, 3 or 4 cards. */
export const PAGE_SIZE = 12;

/** Under the theme's sm breakpoint (below 600 px) the list is a phone's: two compact cards to a row, the filters on one row. */
export const COMPACT_LIST_QUERY = `(max-width: ${breakpoints.sm - 1}px)`;

const listArgs = ({ search, category, page }: ListFilters): RecipeListArgs => ({ search, category, page, limit: PAGE_SIZE });

/** The page's recipes and the filter's categories, started as its code arrives (PagePrefetch). */
export const prefetch: PagePrefetch = ({ searchParams }) => {
  prefetchQuery(recipesApi.util.prefetch('getRecipes', listArgs(filtersFrom(searchParams)), {}));
  prefetchQuery(recipesApi.util.prefetch('getCategories', undefined, {}));
};

/**
 * /recipes (docs/product/recipes.md "Recipe list"): search, category filter and page in the URL,
 * answered by the server one page at a time, so 10,000 recipes cost what 12 do.
 */
export default function RecipeListPage() {
  const user = useCurrentUser();
  const { filters, update, clear } = useListFilters();
  const { data, error, isLoading, isFetching } = useRecipeList(listArgs(filters));
  const compact = useMediaQuery(COMPACT_LIST_QUERY);

  const changePage = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Flex vertical gap={fluid(2, 3)} style={pageColumn(1280)}>
      <Flex wrap justify="space-between" align="center" gap={spacing(2)}>
        <Title level={1} style={pageTitle}>
          Recipes
        </Title>
        {user && (
          <Flex wrap gap={spacing(1)}>
            <ImportRecipesButton />
            <NavButton to="/recipes/create" type="primary" size="large" icon={<PlusOutlined aria-hidden />} style={touchTarget}>
              {messages.addRecipe}
            </NavButton>
          </Flex>
        )}
      </Flex>

      <RecipeFilters filters={filters} onChange={update} onClear={clear} compact={compact} />

      {error && !data ? (
        <LoadFailed text={errorMessage(error, 'Error loading recipes')} />
      ) : isLoading || !data ? (
        <Loading what="recipes" />
      ) : data.recipes.length === 0 ? (
        <Empty
          style={{ padding: spacing(6) }}
          description={
            <Flex vertical gap={spacing(0.5)}>
              <Text strong>{messages.noRecipes}</Text>
              <Text type="secondary">{messages.noRecipesHint}</Text>
            </Flex>
          }
        />
      ) : (
        <>
          <ul
            aria-label="Recipes"
            aria-busy={isFetching}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              ...(compact
                ? { gap: spacing(1), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }
                : { gap: fluid(2, 3), gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }),
              opacity: isFetching ? 0.6 : 1,
              transition: 'opacity 0.2s',
            }}
          >
            {data.recipes.map((recipe) => (
              <li key={recipe._id}>
                <RecipeCard recipe={recipe} compact={compact} />
              </li>
            ))}
          </ul>
          {data.total > data.limit && (
            <Flex justify="center">
              <Pagination
                current={data.page}
                pageSize={data.limit}
                total={data.total}
                showSizeChanger={false}
                showLessItems
                onChange={changePage}
              />
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
