// Builds Hearth: the Node packages, services, gateway and single-process app (one incremental
// `tsc -b`), then each front end with webpack, one at a time (two cores: parallel builds only
// thrash). Both lists are found from package.json "workspaces" (scripts/workspaces.mjs), so a new domain needs no edit here.
// `--stale` builds only the front ends whose build is missing or older than their sources (used
// by `npm start`, `start:stack` and `test:e2e`), so a stale front end is never served.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { frontends as findFrontends, repoDir, tsc, typescriptProjects } from './workspaces.mjs';

export { repoDir };
export const frontends = findFrontends();

/** What every front end's build is made from, besides its own folder. */
const sharedSources = ['packages/host/src', 'packages/contracts/src', 'packages/frontend-build', 'package-lock.json'];
// The shell builds its routes, guards and offline list from every remote's pages.json.
const pageLists = () => findFrontends().map((frontend) => `${frontend}/pages.json`);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function newestChange(target) {
  const full = path.join(repoDir, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(full)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), info.mtimeMs);
}

export function isStale(frontend) {
  const manifest = path.join(repoDir, frontend, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const sources = [`${frontend}/src`, `${frontend}/public`, `${frontend}/webpack.config.js`, `${frontend}/package.json`, ...sharedSources, ...pageLists()];
  return sources.some((source) => newestChange(source) > built);
}

export async function build({ staleOnly = false } = {}) {
  if (!tsc(['-b', 'tsconfig.json', ...typescriptProjects().built])) throw new Error('tsc -b failed');
  const built = [];
  for (const frontend of frontends) {
    if (staleOnly && !isStale(frontend)) continue;
    const scripts = JSON.parse(readFileSync(path.join(repoDir, frontend, 'package.json'), 'utf8')).scripts ?? {};
    if (!scripts.build) continue;
    run('npm', ['run', 'build', '--workspace', frontend]);
    // webpack leaves a file it would write unchanged as it was (compareBeforeEmit), so the
    // manifest's time would still say "older than the sources" and every start would build again.
    const manifest = path.join(repoDir, frontend, 'dist', 'mf-manifest.json');
    if (existsSync(manifest)) utimesSync(manifest, new Date(), new Date());
    built.push(path.join(repoDir, frontend, 'dist'));
  }
  await precompress(built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({ staleOnly: process.argv.includes('--stale') });
}
