// Each text file a front end's build serves, also as `<file>.gz`: nginx sends it as it is
// (`gzip_static`, gateway/nginx/static.conf) instead of compressing every answer at its own lower
// level. Compressed with Zopfli, which writes ordinary gzip ~3 % smaller than zlib's highest
// level, so a phone downloads less, at the cost of build time, spread over a worker per core.
// Every build's clean has removed the last build's `.gz` files, so all are written afresh.
import { gzipAsync } from '@gfx/zopfli';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const served = /\.(js|css|json|svg|webmanifest|txt)$/;

/** Writes `<file>.gz` for every served text file under `folders`. */
export async function precompress(folders) {
  const files = folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && served.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  const workers = Math.min(availableParallelism(), Math.ceil(files.length / 8));
  // Largest first, dealt round: each worker gets a like share of the work.
  files.sort((a, b) => statSync(b).size - statSync(a).size);
  await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const share = files.filter((_, at) => at % workers === i);
      return new Promise((resolve, reject) => {
        const worker = new Worker(fileURLToPath(import.meta.url), { workerData: share });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`precompress worker exited with ${code}`))));
      });
    }),
  );
}

if (!isMainThread) {
  for (const file of workerData) writeFileSync(`${file}.gz`, await gzipAsync(readFileSync(file), { numiterations: 5 }));
  parentPort.close();
}
