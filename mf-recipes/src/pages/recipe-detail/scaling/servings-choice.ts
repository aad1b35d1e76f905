import { recipesLimits as limits, type Recipe } from '@hearth/contracts/recipes';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The factors offered for a recipe that does not say how many it serves. */
export const FACTORS = [0.5, 1, 2, 3] as const;

/** How the recipe is scaled: for `servings` people when it says how many it serves, else by `factor`. */
export interface ServingsChoice {
  factor: number;
  /** The servings chosen, for a recipe with servings; null otherwise. */
  servings: number | null;
  choose: (next: { servings: number } | { factor: number }) => void;
}

const remembered = (recipeId: string) => `hearth.scale.${recipeId}`;

function readChoice(recipe: Recipe, params: URLSearchParams): { servings: number } | { factor: number } | null {
  if (recipe.servings !== null) {
    const servings = Number(params.get('servings'));
    return Number.isInteger(servings) && servings >= limits.servingsMin && servings <= limits.servingsMax ? { servings } : null;
  }
  const factor = Number(params.get('scale'));
  return (FACTORS as readonly number[]).includes(factor) ? { factor } : null;
}

function storedChoice(recipe: Recipe): URLSearchParams {
  try {
    return new URLSearchParams(sessionStorage.getItem(remembered(recipe._id)) ?? '');
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The servings chosen for a recipe: in the address (`?servings=6`, or `?scale=2` for a recipe
 * without servings) so a shared link keeps it, and remembered for the visit (sessionStorage) so
 * coming back to the recipe finds it as it was left.
 */
export function useServingsChoice(recipe: Recipe): ServingsChoice {
  const [params, setParams] = useSearchParams();
  const chosen = readChoice(recipe, params) ?? readChoice(recipe, storedChoice(recipe));
  const base = recipe.servings;
  const servings = base === null ? null : chosen && 'servings' in chosen ? chosen.servings : base;
  const factor = base === null ? (chosen && 'factor' in chosen ? chosen.factor : 1) : servings! / base;

  const choose = useCallback(
    (next: { servings: number } | { factor: number }) => {
      const [key, value, unchanged] = 'servings' in next ? ['servings', next.servings, next.servings === base] : ['scale', next.factor, next.factor === 1];
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (unchanged) updated.delete(key);
          else updated.set(key, String(value));
          return updated;
        },
        { replace: true },
      );
      try {
        if (unchanged) sessionStorage.removeItem(remembered(recipe._id));
        else sessionStorage.setItem(remembered(recipe._id), `${key}=${value}`);
      } catch {
        // Storage refused (private mode): the address still holds the choice.
      }
    },
    [base, recipe._id, setParams],
  );

  return { factor, servings, choose };
}
