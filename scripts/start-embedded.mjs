// `npm start`: builds what is not built yet, then runs Hearth in one process (embedded mode).
import path from 'node:path';
import { build, repoDir } from './build.mjs';

await build({ staleOnly: true });
await import(path.join(repoDir, 'single-process', 'dist', 'main.js'));
