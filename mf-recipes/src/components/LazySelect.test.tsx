import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazySelect } from './LazySelect';

const fruit = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Bean' },
];

function Picker({ initial, onPick }: { initial?: string; onPick?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <LazySelect
      aria-label="Fruit"
      placeholder="Choose a fruit"
      options={fruit}
      virtual={false}
      value={value}
      onChange={(next: string) => {
        setValue(next);
        onPick?.(next);
      }}
    />
  );
}

describe('LazySelect', () => {
  it('shows the chosen option, or the placeholder, before antd’s Select is loaded', () => {
    const { unmount } = render(<Picker initial="b" />);
    expect(screen.getByTitle('Bean')).toHaveTextContent('Bean');
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    render(<Picker />);
    expect(screen.getByText('Choose a fruit')).toBeInTheDocument();
  });

  it('opens the real list when pressed, and the choice reaches onChange', async () => {
    const user = userEvent.setup();
    const picked = jest.fn();
    render(<Picker initial="a" onPick={picked} />);
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.click(await screen.findByRole('option', { name: 'Bean' }));
    await waitFor(() => expect(picked).toHaveBeenCalledWith('b'));
    expect(document.querySelector('.ant-select-content')).toHaveAttribute('title', 'Bean');
  });

  it('opens from the keyboard too, with focus in the real Select', async () => {
    const user = userEvent.setup();
    render(<Picker initial="a" />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Bean' })).toBeInTheDocument();
    expect(document.activeElement?.closest('.ant-select')).not.toBeNull();
  });
});
