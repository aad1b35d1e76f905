import Input from 'antd/es/input/Input';
import type { InputNumberProps } from 'antd/es/input-number';
import { useState, type ComponentType } from 'react';
import { useFocusHandover, useOnDemand } from './use-on-demand';

const loadInputNumber = () => import('antd/es/input-number') as Promise<{ default: ComponentType<InputNumberProps<number>> }>;

/** What antd's InputNumber makes of a number's text: the number, null for an empty box, undefined if it is no number. */
export function numberOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * antd's InputNumber (~10 KB gzipped, with its decimal arithmetic), loaded when first focused;
 * until then antd's Input shows the number as a spin button and takes what is typed as the
 * InputNumber would, and focus and caret move over once it is in. The recipe forms show many.
 */
export function NumberInput(props: InputNumberProps<number>) {
  const [InputNumber, load] = useOnDemand(loadInputNumber);
  const { box, tracking } = useFocusHandover(InputNumber !== null);
  const [typed, setTyped] = useState<string | null>(null);
  if (InputNumber) {
    return (
      <span ref={box} style={{ display: 'block', ...props.style }}>
        <InputNumber {...props} style={{ width: '100%' }} />
      </span>
    );
  }
  const { value, onChange, formatter, size, id, style, inputMode, disabled, step, min, max } = props;
  const shown = value === null || value === undefined ? '' : formatter ? formatter(value, { userTyping: false, input: String(value) }) : String(value);
  return (
    <span ref={box} style={{ display: 'block', ...style }}>
      <Input
        id={id}
        size={size}
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        step={step}
        aria-label={props['aria-label']}
        aria-required={props['aria-required']}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        inputMode={inputMode ?? 'decimal'}
        autoComplete="off"
        disabled={disabled}
        value={typed ?? shown}
        onFocus={(event) => {
          tracking.onFocus(event);
          load();
        }}
        onBlur={() => {
          tracking.onBlur();
          setTyped(null);
        }}
        onChange={(event) => {
          const number = numberOf(event.target.value);
          if (number === undefined && event.target.value.trim() !== '-') return;
          setTyped(event.target.value);
          if (number !== undefined) onChange?.(number);
        }}
      />
    </span>
  );
}
