import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import type { UnitSystem } from '@hearth/contracts/recipes/unit-conversion';
import { spacing } from '@hearth/host';
import { Text, touchTarget } from '@hearth/host/ui';

const choices: [UnitSystem, string][] = [
  ['written', 'As written'],
  ['metric', 'Metric'],
  ['us', 'US'],
];

/** Weights and volumes as written, in metric (g, ml) or in US units (oz, cup); counted things stay. */
export function UnitSystemToggle({ system, onChange }: { system: UnitSystem; onChange: (next: UnitSystem) => void }) {
  return (
    <Flex wrap align="center" gap={spacing(1)} role="group" aria-label="Units">
      <Text strong>Units</Text>
      {choices.map(([value, label]) => (
        <Button key={value} aria-pressed={system === value} type={system === value ? 'primary' : 'default'} onClick={() => onChange(value)} style={touchTarget}>
          {label}
        </Button>
      ))}
    </Flex>
  );
}
