// The repository's projects, found rather than listed: the folders root package.json "workspaces"
// names (globs such as "svc-*", "mf-*"), sorted by what they are. A new domain folder is picked
// up by the build, typecheck, `npm start`, the stack and e2e without an edit here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Expands one "workspaces" pattern; `*` stands for any part of the last path segment. */
function expand(pattern) {
  if (!pattern.includes('*')) return [pattern];
  const parent = path.posix.dirname(pattern);
  const base = path.posix.basename(pattern);
  const matcher = new RegExp(`^${base.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
  const dir = path.join(repoDir, parent);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && matcher.test(entry.name))
    .map((entry) => path.posix.join(parent === '.' ? '' : parent, entry.name));
}

/** Every workspace folder (relative to the repository), in a stable order. */
export function workspaces() {
  const { workspaces: patterns } = JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
  const found = patterns.flatMap(expand).filter((dir) => existsSync(path.join(repoDir, dir, 'package.json')));
  return [...new Set(found)].sort();
}

/** Whether a folder's tsconfig.json is a composite project (compiled by `tsc -b`), following "extends". */
function isComposite(dir) {
  const ts = require('typescript');
  const file = path.join(repoDir, dir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file)).options.composite === true;
}

/**
 * The TypeScript projects: `built` are the composite ones (packages, services, the gateway,
 * single-process: one `tsc -b` compiles them in dependency order), `checked` the rest (front ends,
 * e2e: `tsc -p`, no output).
 */
export function typescriptProjects() {
  const withConfig = workspaces().filter((dir) => existsSync(path.join(repoDir, dir, 'tsconfig.json')));
  const built = withConfig.filter(isComposite);
  return { built, checked: withConfig.filter((dir) => !built.includes(dir)) };
}

/** The front ends: the workspaces with a webpack config, the shell first. */
export function frontends() {
  const found = workspaces().filter((dir) => existsSync(path.join(repoDir, dir, 'webpack.config.js')));
  return [...found.filter((dir) => dir === 'shell'), ...found.filter((dir) => dir !== 'shell')];
}

/** Runs the repository's TypeScript compiler; true when it succeeded. */
export function tsc(args) {
  const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), ...args], { cwd: repoDir, stdio: 'inherit' });
  return result.status === 0;
}

/** The services: the `svc-<name>` workspaces. */
export function serviceFolders() {
  return workspaces().filter((dir) => /^svc-[a-z0-9-]+$/.test(dir));
}
