import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { antdComponents, sharedDependencies } from './shared';
import { antdStandIns } from './webpack-parts';

const repoDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string, kind = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full, kind);
    return kind.test(name) ? [full] : [];
  });
}

const frontEndDirs = readdirSync(repoDir)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(repoDir, name, 'src'))
  .concat(path.join(repoDir, 'packages/host/src'));

describe('the antd components shared by the front ends', () => {
  it('are exactly the antd components the front ends import: the shell provides each one, and none that no page uses', () => {
    const imported = new Set<string>();
    for (const file of frontEndDirs.flatMap((dir) => sourceFiles(dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from 'antd\/es\/([a-z-]+(?:\/[A-Za-z]+)?)'/g)) {
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

  describe('the parts the build replaces with a stand-in (webpack-parts.js), never used', () => {
    const sources = frontEndDirs.flatMap((dir) => sourceFiles(dir)).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

    it('are each imported where the build looks for them, at the installed antd version', () => {
      const antdDir = path.dirname(require.resolve('antd/package.json'));
      const antdFiles = sourceFiles(path.join(antdDir, 'es'), /\.js$/);
      for (const { importer, request } of antdStandIns) {
        const file = antdFiles.find((candidate) => importer.test(candidate));
        expect({ importer: String(importer), imports: file && readFileSync(file, 'utf8').includes(`from '${request}'`) }).toEqual({ importer: String(importer), imports: true });
      }
    });

    it("form labels' tooltips", () => {
      expect(sources.filter(({ source }) => /\btooltip=/.test(source)).map(({ file }) => file)).toEqual([]);
    });

    it("inline steps' tooltips", () => {
      const steps = sources.filter(({ source }) => source.includes('<Steps'));
      expect(steps.length).toBeGreaterThan(0);
      for (const { file, source } of steps) expect({ file, inline: /<Steps\b[^>]*type="inline"/.test(source) }).toEqual({ file, inline: false });
    });

    it("circular progress' tooltip", () => {
      const progress = sources.filter(({ source }) => source.includes('<Progress'));
      expect(progress.length).toBeGreaterThan(0);
      for (const { file, source } of progress) expect({ file, circular: /<Progress\b[^>]*type="(circle|dashboard)"/.test(source) }).toEqual({ file, circular: false });
    });

    it("ConfigProvider's shared tooltip popup", () => {
      expect(sources.filter(({ source }) => /tooltip\s*[:=]\s*\{+[^}]*\bunique\b/.test(source)).map(({ file }) => file)).toEqual([]);
    });

    it("pagination's page-size changer", () => {
      const paginations = sources.filter(({ source }) => source.includes('<Pagination'));
      expect(paginations.length).toBeGreaterThan(0);
      for (const { file, source } of paginations) {
        const tags = source.match(/<Pagination\b[^>]*>/g) ?? [];
        expect({ file, withoutSizeChanger: tags.every((tag) => tag.includes('showSizeChanger={false}')) }).toEqual({ file, withoutSizeChanger: true });
      }
    });
  });
});
