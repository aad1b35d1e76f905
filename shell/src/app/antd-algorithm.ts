import theme, { type MappingAlgorithm } from 'antd/es/theme';
import { darkMapTokens } from './dark-map-tokens';

type SeedToken = Parameters<MappingAlgorithm>[0];
type MapToken = ReturnType<MappingAlgorithm>;

/**
 * The map tokens antd's default algorithm derives from Hearth's light theme, by seed token,
 * derived at build time (packages/frontend-build/antd-stylesheet.js) as a JSON string; undefined
 * where no build did (jest). The dark theme's come apart (dark-map-tokens.ts).
 */
declare const __ANTD_MAP_TOKENS__: string | undefined;

/**
 * The key of a seed token in a table of map tokens: the seed as JSON less `motion`, as the build
 * writes it. A still theme differs from its twin in that seed alone, which the algorithm passes
 * through: one entry answers both.
 */
export const seedKey = (seed: SeedToken): string => JSON.stringify({ ...seed, motion: undefined });

/**
 * antd's algorithm `derive` (seed token to map token: palettes, sizes, motion), answering from
 * `table()` (read at each call: a table may arrive later) the seeds it holds; any other seed is
 * derived as usual.
 */
export function precomputedAlgorithm(table: () => Record<string, MapToken>, derive: MappingAlgorithm = theme.defaultAlgorithm): MappingAlgorithm {
  return (seed, mapToken) => {
    const found = table()[seedKey(seed)];
    return found ? { ...found, motion: seed.motion } : derive(seed, mapToken);
  };
}

let lightTable: Record<string, MapToken> | undefined;
const buildTable = () => (lightTable ??= typeof __ANTD_MAP_TOKENS__ === 'string' ? (JSON.parse(__ANTD_MAP_TOKENS__) as Record<string, MapToken>) : {});

/**
 * Hearth's algorithms, light (antd's default) and dark (antd's dark): the build's map tokens, so a
 * phone does not derive them (antd's palettes, a long task of their own as the first themed page
 * renders). The dark table is there once loaded, before a dark page's first themed render
 * (antd-stylesheet.ts); a page turned dark before it arrives derives the dark theme that once.
 */
export const hearthAlgorithm = precomputedAlgorithm(buildTable);
export const hearthDarkAlgorithm = precomputedAlgorithm(darkMapTokens, theme.darkAlgorithm);
