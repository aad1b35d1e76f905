import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every service has the one shape the kit gives it (docs/ARCHITECTURE.md, "One shape"): SQL only
 * in `<resource>-queries.ts`, through `sql` templates with bare table names; no TypeORM entities;
 * the kit's Actor; pure presenters. Migrations and tests are history and scaffolding, not product.
 */

const repoDir = path.resolve(__dirname, '../../..');
const services = readdirSync(repoDir).filter((folder) => folder.startsWith('svc-'));

function sourcesOf(service: string): { file: string; text: string }[] {
  const root = path.join(repoDir, service, 'src');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('migrations') && !file.startsWith('test'))
    .map((file) => ({ file: `${service}/src/${file}`, text: readFileSync(path.join(root, file), 'utf8') }));
}

const sources = services.flatMap(sourcesOf);
const offenders = (test: (source: { file: string; text: string }) => boolean) => sources.filter(test).map((source) => source.file);

describe('every service has the shape of the kit', () => {
  it('finds the services', () => {
    expect(services).toEqual(expect.arrayContaining(['svc-auth', 'svc-household', 'svc-planning', 'svc-recipes']));
  });

  it('writes SQL only in <resource>-queries.ts, with sql templates and bare table names', () => {
    expect(offenders(({ file, text }) => text.includes('sql`') && !file.endsWith('-queries.ts'))).toEqual([]);
    expect(offenders(({ text }) => /schemaOf\(|\.query\(|\.query<|createQueryRunner/.test(text))).toEqual([]);
  });

  it('uses no TypeORM entities or repositories', () => {
    expect(offenders(({ file }) => file.endsWith('.entity.ts'))).toEqual([]);
    expect(offenders(({ text }) => /getRepository|createQueryBuilder|EntitySchema|@Entity\(|manager\.(find|findOne|findOneBy|findBy|save|update|delete|insert|upsert|increment|exists|count)\(/.test(text))).toEqual([]);
  });

  it("takes its caller from the kit's loadActor, as the kit's Actor", () => {
    expect(offenders(({ text }) => /interface Actor\b|type Actor\s*=|function loadActor\b/.test(text))).toEqual([]);
  });

  it('keeps presenters pure: rows in, the wire shape out', () => {
    expect(offenders(({ file, text }) => path.basename(file).startsWith('present-') && /from 'typeorm'|manager|database|await /.test(text))).toEqual([]);
  });
});
