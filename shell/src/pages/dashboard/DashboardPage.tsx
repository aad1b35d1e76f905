import Flex from 'antd/es/flex';
import { spacing } from '@hearth/host';
import { RemoteArea } from '../../remotes/RemoteArea';

/**
 * docs/product/README.md "Dashboard": the household card (name, welcome line, Manage Household) comes
 * from mf-household; this week's meals and the newest shopping list from mf-planning, side by side
 * where there is room; the household's recipes from mf-recipes. Any of them can be down without
 * taking the others, or the page, with it.
 */
export default function DashboardPage() {
  return (
    <Flex vertical gap={spacing(3)}>
      <section aria-label="Your household">
        <RemoteArea remote="household" module="./HouseholdSummary" compact />
      </section>
      <div style={{ display: 'grid', gap: spacing(3), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
        <section aria-label="This week">
          <RemoteArea remote="planning" module="./ThisWeek" compact />
        </section>
        <section aria-label="Shopping list">
          <RemoteArea remote="planning" module="./NewestShoppingList" compact />
        </section>
      </div>
      <section aria-label="Household recipes">
        <RemoteArea remote="recipes" module="./HouseholdRecipes" compact />
      </section>
    </Flex>
  );
}
