import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fluid, pageColumn, TOUCH, touchTarget } from './layout';
import { LoadFailed, Loading } from './page-status';

/** The length `fluid` gives at a window `width` px wide, computed the way the browser does. */
function lengthAt(value: string, width: number) {
  const match = /^clamp\((\S+)px, (\S+)px \+ (\S+)vw, (\S+)px\)$/.exec(value);
  if (!match) throw new Error(`not a fluid length: ${value}`);
  const [min = 0, base = 0, perVw = 0, max = 0] = match.slice(1).map(Number);
  return Math.min(max, Math.max(min, base + (perVw * width) / 100));
}

describe('layout', () => {
  it('runs fluid lengths in a line from the phone size at 360 px to the desktop size at 1280 px', () => {
    expect(lengthAt(fluid(1, 3), 320)).toBeCloseTo(8);
    expect(lengthAt(fluid(1, 3), 360)).toBeCloseTo(8);
    expect(lengthAt(fluid(1, 3), 820)).toBeCloseTo(16);
    expect(lengthAt(fluid(1, 3), 1280)).toBeCloseTo(24);
    expect(lengthAt(fluid(2, 4), 1920)).toBeCloseTo(32);
    expect(lengthAt(fluid(2, 2), 800)).toBeCloseTo(16);
  });

  it('centres a page column no wider than asked, with fluid room above and below', () => {
    expect(pageColumn(800)).toEqual({ width: '100%', maxWidth: 800, marginInline: 'auto', paddingBlock: fluid(1, 3) });
    expect(touchTarget).toEqual({ minHeight: TOUCH, minWidth: TOUCH });
    expect(TOUCH).toBe(44);
  });
});

describe('Loading', () => {
  it('is a status saying what loads, or just Loading', () => {
    render(
      <>
        <Loading what="recipes" />
        <Loading compact />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading recipes' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('LoadFailed', () => {
  it('shows the failure as an alert, without a button unless a retry is offered', () => {
    render(<LoadFailed text="Failed to load the meal plan" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the meal plan');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Retry, which calls back', async () => {
    const retry = jest.fn();
    render(<LoadFailed text="Failed to load household data" onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
