import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { recipesLimits as limits, type Recipe } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { Text, touchTarget } from '@hearth/host/ui';
import { FACTORS, type ServingsChoice } from './servings-choice';

const factorLabel = (factor: number) => (factor === 0.5 ? '½×' : `${factor}×`);

/**
 * Scale the recipe (docs/product/recipes.md "Scaling"): for a recipe that says how many it serves,
 * a −/+ stepper with ½× and 2× at hand; for one that does not, a factor of ½×, 1×, 2× or 3×.
 */
export function ServingsScaler({ recipe, choice }: { recipe: Recipe; choice: ServingsChoice }) {
  const base = recipe.servings;
  if (base === null) {
    return (
      <Flex wrap align="center" gap={spacing(1)} role="group" aria-label="Scale the recipe">
        <Text strong>Scale</Text>
        {FACTORS.map((factor) => (
          <Button
            key={factor}
            aria-pressed={choice.factor === factor}
            type={choice.factor === factor ? 'primary' : 'default'}
            onClick={() => choice.choose({ factor })}
            style={touchTarget}
          >
            {factorLabel(factor)}
          </Button>
        ))}
      </Flex>
    );
  }
  const servings = choice.servings ?? base;
  const set = (next: number) => choice.choose({ servings: Math.min(limits.servingsMax, Math.max(limits.servingsMin, next)) });
  return (
    <Flex wrap align="center" gap={spacing(1)} role="group" aria-label="Servings">
      <Text strong>Servings</Text>
      <Button aria-label="Fewer servings" icon={<MinusOutlined aria-hidden />} disabled={servings <= limits.servingsMin} onClick={() => set(servings - 1)} style={touchTarget} />
      <Text data-testid="chosen-servings" aria-live="polite" style={{ minWidth: 24, textAlign: 'center', fontSize: 18 }}>
        {servings}
      </Text>
      <Button aria-label="More servings" icon={<PlusOutlined aria-hidden />} disabled={servings >= limits.servingsMax} onClick={() => set(servings + 1)} style={touchTarget} />
      <Button aria-label="Half the servings" onClick={() => set(Math.round(base / 2))} style={touchTarget}>
        ½×
      </Button>
      <Button aria-label="Double the servings" onClick={() => set(base * 2)} style={touchTarget}>
        2×
      </Button>
      {servings !== base && (
        <Button type="link" onClick={() => set(base)} style={touchTarget}>
          {`Back to ${base}`}
        </Button>
      )}
    </Flex>
  );
}
