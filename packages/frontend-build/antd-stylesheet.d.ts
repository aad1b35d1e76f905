/** Types for what the tests read of antd-stylesheet.js (plain CommonJS, read by the shell's webpack config). */
import type { Compiler } from 'webpack';

export declare function reachableStyleNames(): string[];
export declare function antdStylesheet(): string;
/** Per scheme, the map tokens by seed (as JSON, less `motion`). */
export type MapTokenTables = Record<'light' | 'dark', Record<string, Record<string, unknown>>>;
export declare function antdMapTokens(): MapTokenTables;
export declare class AntdStylesheetPlugin {
  constructor(options: { publicPath: string });
  readonly css: string;
  readonly mapTokens: MapTokenTables;
  readonly fileName: string;
  readonly url: string;
  apply(compiler: Compiler): void;
}
