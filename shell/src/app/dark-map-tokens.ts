import type { MappingAlgorithm } from 'antd/es/theme';

type MapToken = ReturnType<MappingAlgorithm>;

/**
 * The dark theme's precomputed map tokens (antd-dark-map-tokens.ts), once loaded: a light page
 * never loads them. No antd here: the frame's code loads this module.
 */
let table: Record<string, MapToken> = {};
let loading: Promise<void> | undefined;

export const darkMapTokens = (): Record<string, MapToken> => table;

/** Loads them (once); a failure leaves the table empty, and antd derives the dark theme itself. */
export function loadDarkMapTokens(): Promise<void> {
  loading ??= import('./antd-dark-map-tokens').then(
    (module) => {
      table = module.darkMapTokens;
    },
    () => undefined,
  );
  return loading;
}
