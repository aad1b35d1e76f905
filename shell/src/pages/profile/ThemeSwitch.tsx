import type { CSSProperties } from 'react';
import { hearthColors, spacing, useThemeChoice, type ThemeChoice } from '@hearth/host';
import { Panel, Paragraph, Title, touchTarget } from '@hearth/host/ui';

const choices: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** A choice drawn like antd's radio buttons: a bordered box, the chosen one in the primary colour. */
const option = (chosen: boolean): CSSProperties => ({
  ...touchTarget,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: spacing(1),
  paddingInline: spacing(2),
  border: `1px solid ${chosen ? hearthColors.primary : hearthColors.lineStrong}`,
  borderRadius: 4,
  color: chosen ? hearthColors.primary : hearthColors.text,
  fontWeight: chosen ? 600 : undefined,
  cursor: 'pointer',
});

/**
 * 'Theme' (docs/product/README.md "Theme"): System (the device's setting, the default), Light or
 * Dark, kept on this device and shown at once. Native radio buttons: no antd code for three choices.
 */
export function ThemeSwitch() {
  const [choice, choose] = useThemeChoice();
  return (
    <Panel
      aria-labelledby="theme-title"
      role="region"
      title={
        <Title id="theme-title" level={2} style={{ margin: 0, fontSize: 18 }}>
          Theme
        </Title>
      }
    >
      <div role="radiogroup" aria-labelledby="theme-title" style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(1), marginBottom: spacing(2) }}>
        {choices.map(({ value, label }) => (
          <label key={value} style={option(choice === value)}>
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              style={{ margin: 0, width: 16, height: 16, accentColor: hearthColors.primary }}
            />
            {label}
          </label>
        ))}
      </div>
      <Paragraph type="secondary" style={{ margin: 0 }}>
        System follows your device&apos;s light or dark setting. The choice is kept on this device.
      </Paragraph>
    </Panel>
  );
}
