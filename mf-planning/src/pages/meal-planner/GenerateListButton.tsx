import { ShoppingCartOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { planningMessages as messages, type MealPlan } from '@hearth/contracts/planning';
import { Paragraph, touchTarget } from '@hearth/host/ui';

interface GenerateListButtonProps {
  plan: MealPlan | null | undefined;
  busy: boolean;
  /** A new list from the week. */
  generate: () => Promise<boolean>;
  /** The list generated from the week before, brought up to date. */
  update: (listId: string) => Promise<boolean>;
}

/**
 * 'Generate Shopping List' (docs/product/planning.md "Meal planner"). A week that has a generated
 * list already offers to update that list (new lines added, ticks and items added by hand kept,
 * lines of removed meals dropped) rather than make a second one; making another stays possible.
 */
export function GenerateListButton({ plan, busy, generate, update }: GenerateListButtonProps) {
  const [offering, setOffering] = useState(false);
  const existing = plan?.shoppingList ?? null;

  const choose = async (work: () => Promise<boolean>) => {
    if (await work()) setOffering(false);
  };

  return (
    <>
      <Button
        type="primary"
        size="large"
        icon={<ShoppingCartOutlined aria-hidden />}
        disabled={!plan?.meals.length}
        loading={busy && !offering}
        onClick={() => (existing ? setOffering(true) : void generate())}
        style={touchTarget}
      >
        {messages.generateShoppingList}
      </Button>
      <Modal
        open={offering && existing !== null}
        title="This week has a shopping list"
        onCancel={() => setOffering(false)}
        destroyOnHidden
        footer={[
          <Button key="another" size="large" disabled={busy} onClick={() => void choose(generate)} style={touchTarget}>
            Make another list
          </Button>,
          <Button key="update" type="primary" size="large" loading={busy} onClick={() => void choose(() => update(existing!._id))} style={touchTarget}>
            Update the list
          </Button>,
        ]}
      >
        <Paragraph style={{ margin: 0 }}>
          {`'${existing?.name ?? ''}' was made from this week. Updating it adds what new meals need, drops what removed meals needed and keeps your ticks and the items you added.`}
        </Paragraph>
      </Modal>
    </>
  );
}
