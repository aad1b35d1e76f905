import Flex from 'antd/es/flex';
import { spacing } from '@hearth/host';
import { RemoteArea } from '../../remotes/RemoteArea';

/**
 * docs/product/README.md "Dashboard": the household card (name, welcome line, Manage Household) comes
 * from mf-household, the household's recipes from mf-recipes; either can be down without taking
 * the other, or the page, with it.
 */
export default function DashboardPage() {
  return (
    <Flex vertical gap={spacing(3)}>
      <section aria-label="Your household">
        <RemoteArea remote="household" module="./HouseholdSummary" compact />
      </section>
      <section aria-label="Household recipes">
        <RemoteArea remote="recipes" module="./HouseholdRecipes" compact />
      </section>
    </Flex>
  );
}
