// Builds Hearth: the Node packages and services (TypeScript project references, incremental),
// then each front end with webpack, one at a time (two cores: parallel builds only thrash).
// `--missing` builds only the front ends that have no build yet (used by `npm start`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const frontends = ['shell', 'mf-recipes', 'mf-household', 'mf-planning'].filter((name) =>
  existsSync(path.join(repoDir, name, 'package.json')),
);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export function isBuilt(frontend) {
  return existsSync(path.join(repoDir, frontend, 'dist', 'mf-manifest.json'));
}

export function build({ missingOnly = false } = {}) {
  run('npx', ['tsc', '-b', 'tsconfig.json']);
  for (const frontend of frontends) {
    if (missingOnly && isBuilt(frontend)) continue;
    const scripts = JSON.parse(readFileSync(path.join(repoDir, frontend, 'package.json'), 'utf8')).scripts ?? {};
    if (scripts.build) run('npm', ['run', 'build', '--workspace', frontend]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ missingOnly: process.argv.includes('--missing') });
}
