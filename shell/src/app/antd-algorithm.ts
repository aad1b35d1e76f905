import theme, { type MappingAlgorithm } from 'antd/es/theme';

type SeedToken = Parameters<MappingAlgorithm>[0];
type MapToken = ReturnType<MappingAlgorithm>;

/**
 * The map tokens antd's default algorithm derives from Hearth's themes, by seed token, derived at
 * build time (packages/frontend-build/antd-stylesheet.js) as a JSON string; undefined where no
 * build did (jest).
 */
declare const __ANTD_MAP_TOKENS__: string | undefined;

/** The key of a seed token in a table of map tokens: the seed as JSON, as the build writes it. */
export const seedKey = (seed: SeedToken): string => JSON.stringify(seed);

/**
 * antd's default algorithm (seed token to map token: palettes, sizes, motion), answering from
 * `table()` (read once, at the first call) the seeds it holds; any other seed is derived as usual
 * by `derive`.
 */
export function precomputedAlgorithm(table: () => Record<string, MapToken>, derive: MappingAlgorithm = theme.defaultAlgorithm): MappingAlgorithm {
  let known: Record<string, MapToken> | undefined;
  return (seed, mapToken) => {
    known ??= table();
    const found = known[seedKey(seed)];
    return found ? { ...found } : derive(seed, mapToken);
  };
}

/**
 * Hearth's algorithm: the build's map tokens, so a phone does not derive them (antd's palettes,
 * a long task of their own as the first themed page renders).
 */
export const hearthAlgorithm = precomputedAlgorithm(() => (typeof __ANTD_MAP_TOKENS__ === 'string' ? (JSON.parse(__ANTD_MAP_TOKENS__) as Record<string, MapToken>) : {}));
