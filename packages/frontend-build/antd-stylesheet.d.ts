/** Types for what the tests read of antd-stylesheet.js (plain CommonJS, read by the shell's webpack config). */
import type { Compiler } from 'webpack';

export declare function reachableStyleNames(): string[];
export declare function antdStylesheet(): string;
export declare function antdMapTokens(): Record<string, Record<string, unknown>>;
export declare class AntdStylesheetPlugin {
  constructor(options: { publicPath: string });
  readonly css: string;
  readonly mapTokens: Record<string, Record<string, unknown>>;
  readonly fileName: string;
  readonly url: string;
  apply(compiler: Compiler): void;
}
