import Modal from 'antd/es/modal';
import TextArea from 'antd/es/input/TextArea';
import { spacing } from '@hearth/host';
import { Text } from '@hearth/host/ui';
import { useState } from 'react';
import type { IngredientRow } from '../../../components/ingredient-row';
import { pastedRows } from './pasted-ingredients';

interface PasteIngredientsDialogProps {
  open: boolean;
  onClose: () => void;
  onPaste: (rows: IngredientRow[]) => void;
}

const example = ['500 g minced beef', '2 cloves garlic', '1 ½ cups milk', 'salt'].join('\n');

const count = (rows: number) => (rows === 1 ? '1 ingredient' : `${rows} ingredients`);

/**
 * 'Paste Ingredients': a list copied from anywhere, one ingredient a line, becomes rows of name,
 * quantity and unit (the import's reading, `parseIngredientLines`). A line without a quantity is
 * 1 whole, to adjust on the rows.
 */
export default function PasteIngredientsDialog({ open, onClose, onPaste }: PasteIngredientsDialogProps) {
  const [text, setText] = useState('');
  const rows = pastedRows(text);

  const add = () => {
    onPaste(rows);
    setText('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Paste Ingredients"
      okText="Add Ingredients"
      okButtonProps={{ disabled: rows.length === 0 }}
      onOk={add}
      onCancel={onClose}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: spacing(1) }}>
        <Text type="secondary">
          One ingredient a line: quantity, unit, then name. A line without a quantity counts as 1 whole.
        </Text>
        <TextArea
          aria-label="Ingredient lines"
          rows={8}
          placeholder={example}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Text type="secondary" aria-live="polite">
          {rows.length > 0 ? `${count(rows.length)} found` : 'Nothing to add yet'}
        </Text>
      </div>
    </Modal>
  );
}
