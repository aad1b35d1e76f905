/** Types for shared.js (plain CommonJS, read by webpack configs). */
export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  /** Set when a re-export list provides the package (react-router.js). */
  version?: string;
  import?: string;
}
export declare function antdComponents(): string[];
export declare function sharedDependencies(): Record<string, SharedConfig>;
export declare const antdComponentsFile: string;
export declare const reactRouterFile: string;
