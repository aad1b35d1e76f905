import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aRecipe } from '../../../test/fixtures';
import { openRecipePage } from '../../../test/open-recipe-page';
import { recipeSteps } from './recipe-steps';

const soup = aRecipe({
  title: 'Tomato Soup',
  servings: 4,
  ingredients: [
    { ingredient: { _id: 'i1', name: 'Tomatoes' }, quantity: 1000, unit: 'g' },
    { ingredient: { _id: 'i2', name: 'Garlic' }, quantity: 3, unit: 'clove' },
  ],
  instructions: '1. Roast the tomatoes for 25 minutes.\n\n2. Fry the garlic for 2 minutes.\n3. Blend and simmer 10-12 min.',
});

const cookMode = () => screen.findByRole('dialog', { name: 'Cook mode: Tomato Soup' });
const stepText = () => screen.getByTestId('cook-step').textContent;

interface FakeSentinel {
  released: boolean;
  release: jest.Mock;
  fireRelease: () => void;
}

/** A `navigator.wakeLock` that records its requests and hands out sentinels the test can release. */
function stubWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = jest.fn(async () => {
    const listeners: (() => void)[] = [];
    const sentinel: FakeSentinel & { addEventListener: (type: string, listener: () => void) => void } = {
      released: false,
      release: jest.fn(async () => {
        sentinel.released = true;
      }),
      fireRelease: () => {
        sentinel.released = true;
        listeners.forEach((listener) => listener());
      },
      addEventListener: (_type, listener) => listeners.push(listener),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

// jsdom has no PointerEvent: a mouse event carries the coordinates a swipe needs.
if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe("a recipe's steps", () => {
  it('are its lines without their numbering; one paragraph is one step', () => {
    expect(recipeSteps('1. Chop.\n\n2) Fry.\nStep 3: Serve.\n  ')).toEqual(['Chop.', 'Fry.', 'Serve.']);
    expect(recipeSteps('Mix everything and bake.')).toEqual(['Mix everything and bake.']);
    expect(recipeSteps('10 minutes of rest, then serve.')).toEqual(['10 minutes of rest, then serve.']);
  });
});

describe('cook mode', () => {
  it('opens full screen from the recipe, one step at a time, by buttons, arrow keys and swipes, and closes back to the recipe', async () => {
    const { user } = openRecipePage(soup);
    await user.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const dialog = await cookMode();
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(stepText()).toBe('Roast the tomatoes for 25 minutes.');
    expect(screen.getByTestId('address')).toHaveTextContent('cook=1');
    expect(within(dialog).getByRole('button', { name: 'Previous step' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('step=2');
    await user.keyboard('{ArrowRight}');
    expect(stepText()).toBe('Blend and simmer 10-12 min.');
    await user.keyboard('{ArrowLeft}');
    expect(stepText()).toBe('Fry the garlic for 2 minutes.');

    const step = within(dialog).getByRole('region', { name: 'Step' });
    fireEvent.pointerDown(step, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(step, { clientX: 200, clientY: 210 });
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
    fireEvent.pointerDown(step, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(step, { clientX: 220, clientY: 190 });
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    // Mostly up or down is a scroll, not a page turn.
    fireEvent.pointerDown(step, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(step, { clientX: 160, clientY: 300 });
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).not.toHaveTextContent('cook=1');
    expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveFocus();
  });

  it('comes back to the step being cooked after a reload, and Escape closes it', async () => {
    const { user } = openRecipePage(soup, '?cook=1&step=3');
    await cookMode();
    expect(stepText()).toBe('Blend and simmer 10-12 min.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the ingredients at hand as scaled on the page, to tick off', async () => {
    const { user } = openRecipePage(soup, '?servings=8&cook=1');
    const dialog = await cookMode();
    await user.click(within(dialog).getByRole('button', { name: 'Ingredients (2 left)' }));
    const tomatoes = within(dialog).getByRole('checkbox', { name: 'Tomatoes 2000 g' });
    await user.click(tomatoes);
    expect(tomatoes).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Ingredients (1 left)' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Garlic 6 clove' })).not.toBeChecked();
  });

  it('starts the timers a step names, shows them on every step, rings at zero until dismissed, and keeps them through a reload', async () => {
    const audio = { oscillators: 0 };
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        audio.oscillators += 1;
        return { frequency: { value: 0 }, connect: (next: unknown) => next, start: () => undefined, stop: () => undefined };
      }
      createGain() {
        return { gain: { value: 0 }, connect: (next: unknown) => next };
      }
      close() {
        return Promise.resolve();
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });
    const first = openRecipePage(soup);
    await first.user.click(await screen.findByRole('button', { name: 'Cook mode' }));
    let dialog = await cookMode();

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start 25 min timer' }));
    const timers = () => within(screen.getByRole('list', { name: 'Timers' }));
    expect(timers().getByLabelText('25 min timer, 25:00 left')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(timers().getByLabelText('25 min timer, 24:00 left')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next step' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start 2 min timer' }));
    expect(timers().getByLabelText('25 min timer, 24:00 left')).toBeInTheDocument();
    expect(timers().getByLabelText('2 min timer, 2:00 left')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(120_000));
    expect(timers().getByRole('alert')).toHaveTextContent('2 min timer is done');
    const beeps = audio.oscillators;
    expect(beeps).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(3000));
    expect(audio.oscillators).toBeGreaterThan(beeps);
    fireEvent.click(timers().getByRole('button', { name: 'Dismiss 2 min timer' }));
    expect(timers().queryByRole('alert')).not.toBeInTheDocument();
    const silent = audio.oscillators;
    act(() => jest.advanceTimersByTime(3000));
    expect(audio.oscillators).toBe(silent);

    // A reload: the page and its timer come back, still counting from when it was started.
    first.unmount();
    const reloadedAt = Date.now();
    jest.useRealTimers();
    jest.spyOn(Date, 'now').mockReturnValue(reloadedAt);
    openRecipePage(soup, '?cook=1&step=2');
    dialog = await cookMode();
    // Started 3 min 6 s before: 21:54 left.
    expect(within(screen.getByRole('list', { name: 'Timers' })).getByLabelText('25 min timer, 21:54 left')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop 25 min timer' }));
    expect(screen.queryByRole('list', { name: 'Timers' })).not.toBeInTheDocument();
    expect(localStorage.getItem(`hearth.cook.${soup._id}.timers`)).toBeNull();
    delete (window as { AudioContext?: unknown }).AudioContext;
  });
});

describe('the screen kept awake', () => {
  it('is asked for when cook mode opens, let go when it closes, and asked for again when the page shows again', async () => {
    const { request, sentinels } = stubWakeLock();
    const { user } = openRecipePage(soup, '?cook=1');
    await cookMode();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith('screen');

    // Hidden, the browser lets the lock go; visible again, it is asked for again.
    setVisibility('hidden');
    act(() => sentinels[0]!.fireRelease());
    setVisibility('visible');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    // Still held: showing again asks for nothing more.
    setVisibility('visible');
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Close cook mode' }));
    expect(sentinels[1]!.release).toHaveBeenCalled();
    expect(screen.queryByText('This browser may let the screen sleep while you cook.')).not.toBeInTheDocument();
  });

  it('says quietly where the browser has no wake lock', async () => {
    openRecipePage(soup, '?cook=1');
    const dialog = await cookMode();
    expect(within(dialog).getByText('This browser may let the screen sleep while you cook.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
