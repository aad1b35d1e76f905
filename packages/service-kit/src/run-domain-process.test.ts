import { readFileSync } from 'node:fs';
import path from 'node:path';
import { domainPort } from './run-domain-process';

describe("a service's port", () => {
  it('is the one gateway/routes.json gives its domain, and an unknown domain is an error', () => {
    const { domains } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../gateway/routes.json'), 'utf8')) as { domains: { name: string; port: number }[] };
    for (const { name, port } of domains) expect(domainPort(name)).toBe(port);
    expect(() => domainPort('pantry')).toThrow('pantry is not a domain');
  });
});
