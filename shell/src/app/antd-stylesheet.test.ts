type StylesheetModule = typeof import('./antd-stylesheet');

/** antd-stylesheet.ts as a build that defines `__ANTD_STYLESHEET__` (or none, as jest) gives it. */
function load(url?: string): StylesheetModule {
  const global = globalThis as { __ANTD_STYLESHEET__?: string };
  if (url) global.__ANTD_STYLESHEET__ = url;
  else delete global.__ANTD_STYLESHEET__;
  let loaded: StylesheetModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<StylesheetModule>('./antd-stylesheet');
  });
  delete global.__ANTD_STYLESHEET__;
  return loaded!;
}

const stylesheetLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => stylesheetLinks().forEach((link) => link.remove()));

describe("antd's stylesheet", () => {
  it('without one built (jest, development tools), is ready at once and adds nothing: antd styles as it renders', async () => {
    const stylesheet = load();
    expect(stylesheet.antdStylesheetUrl).toBeUndefined();
    await stylesheet.antdStylesheet();
    expect(stylesheetLinks()).toHaveLength(0);
  });

  it('is added to the page once, and a page waits for it before its module resolves', async () => {
    const stylesheet = load('/antd.0123456789ab.css');
    let resolved = false;
    const page = stylesheet.withAntdStylesheet(Promise.resolve({ default: 'page' })).then((module) => {
      resolved = true;
      return module;
    });
    void stylesheet.antdStylesheet();
    const links = stylesheetLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/antd.0123456789ab.css']);
    await Promise.resolve();
    expect(resolved).toBe(false);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(page).resolves.toEqual({ default: 'page' });
  });

  it('that fails to load does not hold the page up', async () => {
    const stylesheet = load('/antd.0123456789ab.css');
    const page = stylesheet.withAntdStylesheet(Promise.resolve('page'));
    stylesheetLinks()[0]!.dispatchEvent(new Event('error'));
    await expect(page).resolves.toBe('page');
  });
});
