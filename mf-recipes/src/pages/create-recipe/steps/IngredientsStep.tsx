import { SnippetsOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { touchTarget, WhenOpened } from '@hearth/host/ui';
import { lazy, useEffect, useState } from 'react';
import type { IngredientRow } from '../../../components/ingredient-row';
import { IngredientRows } from '../../../components/IngredientRows';
import { withPastedRows } from './pasted-ingredients';

// The dialog (a modal and a text area) loads when first opened, not with the steps.
const PasteIngredientsDialog = lazy(() => import('./PasteIngredientsDialog'));

/** Step 3: the ingredient rows, typed one by one or pasted as a list. */
export function IngredientsStep() {
  const form = Form.useFormInstance();
  const [pasting, setPasting] = useState(false);
  const [pastes, setPastes] = useState(0);

  // Once the pasted rows are on screen, they are checked: what the reading got wrong (a quantity
  // too large) shows at once, and a message left on a row they replaced goes.
  useEffect(() => {
    if (pastes > 0) form.validateFields([['ingredients']], { recursive: true }).catch(() => undefined);
  }, [form, pastes]);

  const paste = (pasted: IngredientRow[]) => {
    const rows = (form.getFieldValue('ingredients') as IngredientRow[] | undefined) ?? [];
    form.setFieldValue('ingredients', withPastedRows(rows, pasted));
    setPastes((count) => count + 1);
  };

  return (
    <>
      <IngredientRows
        actions={
          <Button icon={<SnippetsOutlined aria-hidden />} onClick={() => setPasting(true)} style={touchTarget}>
            Paste Ingredients
          </Button>
        }
      />
      <WhenOpened open={pasting}>
        <PasteIngredientsDialog open={pasting} onClose={() => setPasting(false)} onPaste={paste} />
      </WhenOpened>
    </>
  );
}
