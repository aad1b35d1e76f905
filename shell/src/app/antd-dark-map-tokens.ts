/**
 * The map tokens antd's dark algorithm derives from Hearth's dark theme, derived at build time
 * (packages/frontend-build/antd-stylesheet.js) as a JSON string, in a chunk of its own: only a
 * dark page loads it (dark-map-tokens.ts); undefined where no build did (jest).
 */
declare const __ANTD_DARK_MAP_TOKENS__: string | undefined;

export const darkMapTokens: Record<string, never> = typeof __ANTD_DARK_MAP_TOKENS__ === 'string' ? (JSON.parse(__ANTD_DARK_MAP_TOKENS__) as Record<string, never>) : {};
