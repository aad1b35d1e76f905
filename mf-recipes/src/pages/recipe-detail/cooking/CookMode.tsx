import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Recipe } from '@hearth/contracts/recipes';
import { findTimers } from '@hearth/contracts/recipes/step-timers';
import type { UnitSystem } from '@hearth/contracts/recipes/unit-conversion';
import { DANGER_COLOR, hearthColors, PAGE_BACKGROUND, PRIMARY_GREEN, spacing, TEXT_COLOR } from '@hearth/host';
import { fluid, Text, touchTarget } from '@hearth/host/ui';
import { ingredientAmount } from '../scaling/ingredient-amount';
import { clock } from './cook-timers';
import { recipeSteps } from './recipe-steps';
import { useCookTimers, type ShownTimer } from './use-cook-timers';
import { useWakeLock } from './use-wake-lock';

export interface CookModeProps {
  recipe: Recipe;
  /** The scaling and the units the recipe page shows, so the ingredients read the same here. */
  factor: number;
  units: UnitSystem;
  step: number;
  onStep: (step: number) => void;
  onClose: () => void;
}

/** A horizontal move this long (px), and not much up or down, turns the page. */
const SWIPE = 50;

const ticksKey = (recipeId: string) => `hearth.cook.${recipeId}.ticks`;

function useTicks(recipeId: string) {
  const [ticks, setTicks] = useState<number[]>(() => {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(ticksKey(recipeId)) ?? '[]');
      return Array.isArray(stored) ? stored.filter(Number.isInteger) : [];
    } catch {
      return [];
    }
  });
  const toggle = (index: number) =>
    setTicks((current) => {
      const next = current.includes(index) ? current.filter((tick) => tick !== index) : [...current, index];
      try {
        sessionStorage.setItem(ticksKey(recipeId), JSON.stringify(next));
      } catch {
        // Not remembered: the ticks stay for as long as cook mode is open.
      }
      return next;
    });
  return { ticks, toggle };
}

/** Tab stays inside the dialog: from its last control to its first, and back. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href], [tabindex="0"]')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

function TimerChip({ timer, onStop }: { timer: ShownTimer; onStop: () => void }) {
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: spacing(1),
        paddingInlineStart: spacing(1.5),
        borderRadius: 22,
        background: timer.ringing ? DANGER_COLOR : hearthColors.tint,
        color: timer.ringing ? hearthColors.onDanger : TEXT_COLOR,
        fontWeight: 600,
      }}
    >
      {timer.ringing ? <span role="alert">{`${timer.label} timer is done`}</span> : <span aria-label={`${timer.label} timer, ${clock(timer.left)} left`}>{`${timer.label} · ${clock(timer.left)}`}</span>}
      <Button
        type="text"
        shape="circle"
        icon={<CloseOutlined aria-hidden />}
        aria-label={timer.ringing ? `Dismiss ${timer.label} timer` : `Stop ${timer.label} timer`}
        onClick={(event) => {
          // The button goes with its timer: focus stays in cook mode.
          event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
          onStop();
        }}
        style={{ ...touchTarget, color: 'inherit' }}
      />
    </li>
  );
}

/**
 * Cook mode (docs/product/recipes.md "Cook mode"): the recipe full screen, one step at a time in
 * large text; next and back by buttons, arrow keys or a swipe; the ingredients at hand to tick
 * off; the screen kept awake; the timers a step names as buttons, several running at once, shown
 * on every step, ringing at zero, and still running after a reload.
 */
export default function CookMode({ recipe, factor, units, step, onStep, onClose }: CookModeProps) {
  const steps = recipeSteps(recipe.instructions);
  const count = Math.max(steps.length, 1);
  const current = Math.min(step, count - 1);
  const text = steps[current] ?? recipe.instructions;
  const wake = useWakeLock(true);
  const { timers, start, stop } = useCookTimers(recipe._id);
  const { ticks, toggle } = useTicks(recipe._id);
  const [showIngredients, setShowIngredients] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  const go = (to: number) => {
    if (to >= 0 && to < count) onStep(to);
  };

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  // On the document: keys work wherever focus is, also after the control that had it went away
  // (a stopped timer's button).
  const keys = useRef<(event: globalThis.KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight' && !(event.target instanceof HTMLInputElement)) go(current + 1);
    else if (event.key === 'ArrowLeft' && !(event.target instanceof HTMLInputElement)) go(current - 1);
  };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE && Math.abs(event.clientY - from.y) < Math.abs(dx) / 2) go(dx < 0 ? current + 1 : current - 1);
  };

  const stepTimers = findTimers(text);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`Cook mode: ${recipe.title}`}
      tabIndex={-1}
      onKeyDown={keepFocusInside}
      data-print="hide"
      style={{ position: 'fixed', inset: 0, zIndex: 1100, display: 'flex', flexDirection: 'column', background: PAGE_BACKGROUND, color: TEXT_COLOR, outline: 'none' }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: spacing(1), padding: spacing(1), paddingInlineStart: spacing(2), borderBottom: `1px solid ${hearthColors.line}` }}>
        <h2 style={{ flex: 1, minWidth: 0, margin: 0, fontSize: 18, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{recipe.title}</h2>
        <Button type="text" size="large" icon={<CloseOutlined aria-hidden />} aria-label="Close cook mode" onClick={onClose} style={touchTarget} />
      </header>

      {wake === 'unavailable' && (
        <Text type="secondary" style={{ paddingInline: spacing(2), paddingTop: spacing(1), fontSize: 13 }}>
          This browser may let the screen sleep while you cook.
        </Text>
      )}

      {timers.length > 0 && (
        <ul aria-label="Timers" style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(1), listStyle: 'none', margin: 0, padding: spacing(1), paddingInline: spacing(2) }}>
          {timers.map((timer) => (
            <TimerChip key={timer.id} timer={timer} onStop={() => stop(timer.id)} />
          ))}
        </ul>
      )}

      {/* Focusable, so a keyboard can scroll a long step (up and down; left and right change steps). */}
      <section
        aria-label="Step"
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        style={{ flex: 1, overflowY: 'auto', padding: spacing(2), touchAction: 'pan-y' }}
      >
        <p aria-live="polite" style={{ margin: 0, color: PRIMARY_GREEN, fontWeight: 600 }}>{`Step ${current + 1} of ${count}`}</p>
        <p data-testid="cook-step" style={{ margin: `${spacing(1)}px 0 ${spacing(2)}px`, fontSize: fluid(22, 28), lineHeight: 1.45, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text}
        </p>
        {stepTimers.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(1) }}>
            {stepTimers.map((timer) => (
              <Button key={timer.start} size="large" onClick={() => start(timer.label, timer.seconds, current)} style={touchTarget}>
                {`Start ${timer.label} timer`}
              </Button>
            ))}
          </div>
        )}
      </section>

      <section aria-label="Ingredients at hand" style={{ borderTop: `1px solid ${hearthColors.line}`, paddingInline: spacing(2) }}>
        <Button type="text" size="large" aria-expanded={showIngredients} onClick={() => setShowIngredients((shown) => !shown)} style={{ ...touchTarget, paddingInline: 0, fontWeight: 600 }}>
          {`Ingredients (${recipe.ingredients.length - ticks.filter((tick) => tick < recipe.ingredients.length).length} left)`}
        </Button>
        {showIngredients && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '35vh', overflowY: 'auto' }}>
            {recipe.ingredients.map((line, index) => {
              const label = `${line.ingredient.name} ${ingredientAmount(line.quantity, line.unit, factor, units)}`;
              const ticked = ticks.includes(index);
              return (
                <li key={`${line.ingredient._id}-${index}`}>
                  <label style={{ display: 'flex', alignItems: 'center', gap: spacing(1.5), minHeight: 44, fontSize: 17, textDecoration: ticked ? 'line-through' : undefined, color: ticked ? hearthColors.textSecondary : undefined }}>
                    <input type="checkbox" checked={ticked} onChange={() => toggle(index)} style={{ width: 22, height: 22, accentColor: PRIMARY_GREEN }} />
                    {label}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <footer style={{ display: 'flex', gap: spacing(1), padding: spacing(1.5), paddingBottom: `calc(${spacing(1.5)}px + env(safe-area-inset-bottom, 0px))`, borderTop: `1px solid ${hearthColors.line}` }}>
        <Button size="large" icon={<LeftOutlined aria-hidden />} disabled={current === 0} onClick={() => go(current - 1)} style={{ flex: 1, minHeight: 56 }}>
          Previous step
        </Button>
        {current < count - 1 ? (
          <Button type="primary" size="large" icon={<RightOutlined aria-hidden />} iconPlacement="end" onClick={() => go(current + 1)} style={{ flex: 1, minHeight: 56 }}>
            Next step
          </Button>
        ) : (
          <Button type="primary" size="large" onClick={onClose} style={{ flex: 1, minHeight: 56 }}>
            Done
          </Button>
        )}
      </footer>
    </div>
  );
}
