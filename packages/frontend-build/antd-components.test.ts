import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { antdComponents, sharedDependencies } from './shared';

const repoDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const frontEndDirs = readdirSync(repoDir)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(repoDir, name, 'src'))
  .concat(path.join(repoDir, 'packages/host/src'));

describe('the antd components shared by the front ends', () => {
  it('are exactly the antd components the front ends import: the shell provides each one, and none that no page uses', () => {
    const imported = new Set<string>();
    for (const file of frontEndDirs.flatMap(sourceFiles)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from 'antd\/es\/([a-z-]+)'/g)) {
        if (!match[0].includes('import type')) imported.add(match[1]!);
      }
    }
    expect([...antdComponents()].sort()).toEqual([...imported].sort());
  });

  it('are each a singleton at the installed antd version', () => {
    const shared = sharedDependencies();
    const version = JSON.parse(readFileSync(require.resolve('antd/package.json'), 'utf8')).version;
    for (const component of antdComponents()) {
      expect(shared[`antd/es/${component}`]).toEqual({ singleton: true, requiredVersion: `^${version}` });
    }
  });
});
