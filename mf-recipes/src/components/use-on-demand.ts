import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A component loaded the first time it is asked for, not with the page: `[Component, load]`, the
 * component once it is in (null until then) and the function that asks for it. What stands in
 * keeps its place, focus and typing until then; a failed load (offline before it was cached)
 * leaves it there, and asking again tries again.
 */
export function useOnDemand<Component>(loader: () => Promise<{ default: Component }>): [Component | null, () => void] {
  const [loaded, setLoaded] = useState<{ component: Component } | null>(null);
  const asked = useRef(false);
  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    loader().then(
      (module) => setLoaded({ component: module.default }),
      () => {
        asked.current = false;
      },
    );
  }, [loader]);
  return [loaded?.component ?? null, load];
}

/**
 * For a control that takes over from its stand-in: if the stand-in had focus, focus moves to the
 * control's input with the stand-in's selection (a caret, or all of the text a moment before it
 * is typed over), so typing goes on. `box` wraps either of them; the stand-in reports its focus
 * through `tracking`.
 */
export function useFocusHandover(takenOver: boolean) {
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const standIn = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (!takenOver || !focused.current) return;
    const input = box.current?.querySelector('input');
    const before = standIn.current;
    input?.focus();
    // A detached input keeps its selection: the new one takes it over.
    input?.setSelectionRange(before?.selectionStart ?? input.value.length, before?.selectionEnd ?? input.value.length);
  }, [takenOver]);
  const tracking = {
    onFocus: (event: { currentTarget: HTMLInputElement }) => {
      focused.current = true;
      standIn.current = event.currentTarget;
    },
    onBlur: () => {
      focused.current = false;
    },
  };
  return { box, focused, tracking };
}
