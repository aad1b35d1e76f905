import { DownOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { planningMessages as messages, type RecipeReference } from '@hearth/contracts/planning';
import { spacing } from '@hearth/host';
import { Chip, Title, touchTarget } from '@hearth/host/ui';
import { usePhoneWindow } from '@hearth/host';

/** A recipe's chip: a long title wraps inside a phone's width instead of widening the page. */
const chip = { fontSize: 14, paddingBlock: spacing(0.75), paddingInline: spacing(1.5), margin: 0, maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * 'Recipes Included': the chips linking to the recipes, behind a 'Recipes Included (3)' button
 * that is closed on a phone (the items come first in the shop) and open on wider windows. The
 * region keeps the plain name; the button adds the count.
 */
export function RecipesIncluded({ recipes }: { recipes: RecipeReference[] }) {
  const phone = usePhoneWindow();
  // Until the member opens or closes it, it follows the window.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !phone;
  return (
    <section aria-labelledby="recipes-included" data-print-hide>
      <Title level={2} style={{ fontSize: 18, marginBlock: spacing(0.5) }}>
        <Button
          type="text"
          aria-expanded={open}
          aria-controls="recipes-included-chips"
          onClick={() => setChosen(!open)}
          style={{ ...touchTarget, font: 'inherit', paddingInline: spacing(0.5), marginInlineStart: spacing(-0.5) }}
        >
          <span id="recipes-included">{messages.recipesIncluded}</span> ({recipes.length})
          <DownOutlined aria-hidden rotate={open ? 180 : 0} style={{ fontSize: 12 }} />
        </Button>
      </Title>
      <div id="recipes-included-chips" hidden={!open}>
        <Flex wrap gap={spacing(1)}>
          {recipes.map((recipe) => (
            <Link key={recipe._id} to={`/recipes/${recipe._id}`} style={{ maxWidth: '100%' }}>
              <Chip color="green" style={chip}>
                {recipe.title}
              </Chip>
            </Link>
          ))}
        </Flex>
      </div>
    </section>
  );
}
