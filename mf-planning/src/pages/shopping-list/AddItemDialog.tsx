import AutoComplete from 'antd/es/auto-complete';
import Form from 'antd/es/form';
import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import {
  planningLimits as limits,
  planningMessages as messages,
  planningOwnMessages as own,
  shoppingAisleNames,
  shoppingAisles,
  type AddShoppingItemBody,
  type ShoppingAisle,
} from '@hearth/contracts/planning';
import { guessAisle } from '@hearth/contracts/planning/aisle-guess';
import { spacing } from '@hearth/host';
import { recipeDefaults, recipeUnits } from '@hearth/contracts/recipes';
import { useSearchIngredients } from './use-search-ingredients';

interface ItemValues {
  name?: string;
  quantity: number | null;
  unit: string;
  aisle?: ShoppingAisle;
}

/**
 * The quantity as typed, and a stored value as plain as it is (1, not 1.0): without a formatter antd
 * pads every value to the step's decimals.
 */
const asTyped: NonNullable<InputNumberProps<number>['formatter']> = (value, { userTyping, input }) =>
  userTyping ? input : value === undefined ? '' : String(value);

const unitOptions = recipeUnits.map((unit) => ({ value: unit, label: unit }));
const aisleOptions = shoppingAisles.map((aisle) => ({ value: aisle, label: shoppingAisleNames[aisle] }));

const nameRules = [{ required: true, whitespace: true, message: messages.itemNeedsName }];
const quantityRules = [
  { required: true, message: own.quantityRequired },
  { type: 'number' as const, min: Number.MIN_VALUE, message: own.quantityPositive },
  { type: 'number' as const, max: limits.quantityMax, message: own.quantityTooLarge },
];

/**
 * Adds an item (docs/product/planning.md "A shopping list"): an ingredient picked from the
 * catalogue search, or a custom name typed in; quantity (step 0.1) and unit; and its aisle, which
 * follows the name (the guess the server would make) until the member picks one. Only an aisle
 * the member picked is sent: otherwise the server guesses the same.
 */
export function AddItemDialog({ open, busy, onAdd, onClose }: { open: boolean; busy: boolean; onAdd: (item: AddShoppingItemBody) => Promise<boolean>; onClose: () => void }) {
  const [form] = Form.useForm<ItemValues>();
  const [search, setSearch] = useState('');
  // The catalogue ingredient picked, while the name still reads as it.
  const [picked, setPicked] = useState<{ _id: string; name: string } | null>(null);
  // Whether the member chose the aisle; until then it follows the name.
  const [aisleChosen, setAisleChosen] = useState(false);
  const ingredients = useSearchIngredients(search);

  const add = async ({ name = '', quantity, unit, aisle }: ItemValues) => {
    const catalogue = picked && picked.name === name ? { ingredientId: picked._id } : { name: name.trim() };
    const chosen = aisle && aisleChosen ? { aisle } : {};
    if (await onAdd({ ...catalogue, quantity: quantity!, unit: unit as AddShoppingItemBody['unit'], ...chosen })) onClose();
  };
  const followName = (changed: Partial<ItemValues>) => {
    if ('name' in changed && !aisleChosen) form.setFieldValue('aisle', changed.name?.trim() ? guessAisle(changed.name) : undefined);
  };

  return (
    <Modal
      open={open}
      title="Add Item"
      okText="Add"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        setSearch('');
        setPicked(null);
        setAisleChosen(false);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} clearOnDestroy initialValues={{ ...recipeDefaults.ingredient }} onFinish={add} onValuesChange={followName}>
        <Form.Item label="Ingredient" name="name" rules={nameRules} extra="Pick one from the list, or type any name.">
          <AutoComplete
            size="large"
            options={ingredients.map((ingredient) => ({ value: ingredient.name, key: ingredient._id }))}
            onSearch={setSearch}
            onSelect={(_value: string, option: { value: string; key?: string }) => setPicked({ _id: option.key!, name: option.value })}
            maxLength={limits.itemNameMax}
            virtual={false}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item label="Quantity" name="quantity" rules={quantityRules} validateFirst style={{ flex: 1, marginBottom: 0 }}>
            <InputNumber size="large" step={limits.quantityStep} min={0} formatter={asTyped} inputMode="decimal" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Unit" name="unit" rules={[{ required: true, message: own.unitRequired }]} style={{ flex: 1, marginBottom: 0 }}>
            <Select size="large" options={unitOptions} virtual={false} />
          </Form.Item>
        </div>
        <Form.Item label={messages.aisleLabel} name="aisle" extra="Guessed from the name; choose another if your shop keeps it elsewhere." style={{ marginTop: spacing(3), marginBottom: 0 }}>
          <Select size="large" options={aisleOptions} placeholder="Guessed from the name" onChange={() => setAisleChosen(true)} virtual={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
