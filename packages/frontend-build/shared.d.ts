/** Types for shared.js (plain CommonJS, read by webpack configs). */
export declare function antdComponents(): string[];
export declare function sharedDependencies(): Record<string, { singleton: true; requiredVersion: string }>;
export declare const antdComponentsFile: string;
