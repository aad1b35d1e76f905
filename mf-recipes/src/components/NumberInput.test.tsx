import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NumberInput, numberOf } from './NumberInput';

function Quantity({ onNumber }: { onNumber: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1.5);
  return (
    <NumberInput
      aria-label="Quantity"
      step={0.01}
      value={value}
      onChange={(next) => {
        setValue(next);
        onNumber(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('reads a number as antd’s InputNumber does: the number, null when empty, nothing for other text', () => {
    expect(numberOf(' 0.25 ')).toBe(0.25);
    expect(numberOf('-2')).toBe(-2);
    expect(numberOf('')).toBeNull();
    expect(numberOf('hot')).toBeUndefined();
  });

  it('shows the number as a spin button before antd’s InputNumber is in', () => {
    render(<Quantity onNumber={jest.fn()} />);
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(box).toHaveValue('1.5');
    expect(box).toHaveAttribute('step', '0.01');
  });

  it('keeps what is typed, as numbers, while the real one takes over with the focus', async () => {
    const user = userEvent.setup();
    const numbers = jest.fn();
    render(<Quantity onNumber={numbers} />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
    await user.keyboard('0.25');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveClass('ant-input-number-input'));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('0.25');
    expect(numbers).toHaveBeenLastCalledWith(0.25);
  });
});
