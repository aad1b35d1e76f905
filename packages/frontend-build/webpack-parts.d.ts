/** Types for what the tests read of webpack-parts.js (plain CommonJS, read by webpack configs). */
export declare const antdStandIns: { importer: RegExp; request: string }[];
