import type { Compiler } from 'webpack';

/** A shared module's own files and the share keys its chunks consume. */
export interface SharedContents {
  files: Set<string>;
  consumes: Set<string>;
}

export function filesOfShared(provided: Map<string, SharedContents>, keys: Iterable<string>): string[];

export const PAGE_FILES_ID: string;

export class PageFilesPlugin {
  constructor(options: { parts: Record<string, string[]>; extraFiles?: Record<string, string[]> });
  apply(compiler: Compiler): void;
}

export class ExposedSharedPlugin {
  apply(compiler: Compiler): void;
}
