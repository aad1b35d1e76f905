// `npm run typecheck`: TypeScript (strict) over every workspace that package.json "workspaces"
// names, found by scripts/workspaces.mjs: one `tsc -b` for the composite projects (root
// tsconfig.json's references and every package, service, the gateway and single-process), then
// `tsc -p` for the tests (tsconfig.tests.json) and for each project that only checks (front ends,
// e2e).
import { tsc, typescriptProjects } from './workspaces.mjs';

const { built, checked } = typescriptProjects();
const runs = [['-b', 'tsconfig.json', ...built], ['-p', 'tsconfig.tests.json'], ...checked.map((dir) => ['-p', dir])];
const failed = runs.filter((args) => !tsc(args));
for (const args of failed) console.error(`tsc ${args.join(' ')} failed`);
process.exit(failed.length > 0 ? 1 : 0);
