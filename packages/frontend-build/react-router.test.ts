import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { reactRouterFile, sharedDependencies } from './shared';

const repoDir = path.resolve(__dirname, '../..');

/** The files webpack builds: tests and test helpers run in jest, on the real packages. */
function builtSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', 'dist', 'test'].includes(name) ? [] : builtSourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const frontEndDirs = readdirSync(repoDir)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(repoDir, name, 'src'))
  .concat(path.join(repoDir, 'packages/host/src'));

function namesExported(file: string): Set<string> {
  const names = new Set<string>();
  for (const block of readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)) {
    for (const name of block[1]!.split(',')) if (name.trim()) names.add(name.trim());
  }
  return names;
}

describe('the react-router the front ends share', () => {
  it('re-exports every name a front end imports from react-router or react-router-dom', () => {
    const imported = new Set<string>();
    for (const file of frontEndDirs.flatMap(builtSourceFiles)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import (type )?\{([^}]*)\} from 'react-router(-dom)?'/g)) {
        if (match[1]) continue;
        for (const item of match[2]!.split(',')) {
          const name = item.trim();
          if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0]!);
        }
      }
      expect(readFileSync(file, 'utf8')).not.toMatch(/import \* as \w+ from 'react-router/);
    }
    const exported = namesExported(reactRouterFile);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('is one module behind both package names, at the installed react-router version', () => {
    const version = JSON.parse(readFileSync(require.resolve('react-router/package.json'), 'utf8')).version;
    const shared = sharedDependencies();
    for (const name of ['react-router', 'react-router-dom']) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: `^${version}`, version, import: reactRouterFile });
    }
  });
});
