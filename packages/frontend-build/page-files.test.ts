import { filesOfShared } from './page-files';

describe("a shared module's files, as the shell's build lists them for a page's first script", () => {
  const provided = new Map([
    ['@hearth/host/ui', { files: new Set(['ui.js']), consumes: new Set(['antd/es/button', '@hearth/host']) }],
    ['antd/es/button', { files: new Set(['button.js', 'antd-core.js']), consumes: new Set(['react']) }],
    ['@hearth/host', { files: new Set(['host.js']), consumes: new Set(['react', '@hearth/host/ui']) }],
    ['react', { files: new Set(['react.js']), consumes: new Set<string>() }],
  ]);

  it('are its own and those of every shared module it consumes in turn, each once, in the order first met', () => {
    expect(filesOfShared(provided, ['@hearth/host/ui'])).toEqual(['ui.js', 'button.js', 'antd-core.js', 'react.js', 'host.js']);
    expect(filesOfShared(provided, ['react', 'antd/es/button'])).toEqual(['react.js', 'button.js', 'antd-core.js']);
  });

  it('are none for a module no build provides', () => {
    expect(filesOfShared(provided, ['left-pad'])).toEqual([]);
  });
});
