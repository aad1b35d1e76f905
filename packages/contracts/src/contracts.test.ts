import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const productDocs = path.join(__dirname, '../../../docs/product');
const domains = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const source = (domain: string, file: string) => readFileSync(path.join(__dirname, domain, file), 'utf8');

it('has a folder per domain with rules, schemas and the front-end entry', () => {
  expect(domains).toEqual(expect.arrayContaining(['auth', 'household']));
  for (const domain of domains) {
    expect(readdirSync(path.join(__dirname, domain))).toEqual(expect.arrayContaining(['index.ts', 'rules.ts', 'schemas.ts']));
  }
});

describe.each(domains)('the %s contract', (domain) => {
  it('keeps zod out of what front ends import: rules.ts imports nothing, index.ts re-exports only types from schemas.ts', () => {
    expect(source(domain, 'rules.ts')).not.toMatch(/^\s*import\b/m);
    const reExports = source(domain, 'index.ts').match(/^export .*$/gm);
    expect(reExports).toEqual(["export * from './rules';", "export type * from './schemas';"]);
  });

  it('quotes its messages letter for letter from docs/product', async () => {
    const rules: Record<string, unknown> = await import(`./${domain}/rules`);
    const quoted = Object.entries(rules).filter(([name]) => name === `${domain}Messages`);
    expect(quoted).toHaveLength(1);
    const page = readFileSync(path.join(productDocs, `${domain}.md`), 'utf8');
    const missing = Object.values(quoted[0]![1] as Record<string, string>).filter((message) => !page.includes(`'${message}'`));
    expect(missing).toEqual([]);
  });
});
