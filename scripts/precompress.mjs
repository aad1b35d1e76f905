// Each text file a front end's build serves, also as `<file>.gz`: nginx sends it as it is
// (`gzip_static`, gateway/nginx/static.conf) instead of compressing every answer at its own lower
// level. Compressed with Zopfli, which writes ordinary gzip ~3 % smaller than zlib's highest
// level, so a phone downloads less, at the cost of build time: spread over a worker per core, and
// a file whose `.gz` is newer than it (webpack left it as it was) is not compressed again.
import { gzipAsync } from '@gfx/zopfli';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const served = /\.(js|css|json|svg|webmanifest|txt)$/;

/** The files under `folders` to compress: served text whose `.gz` is missing or older. */
function toCompress(folders) {
  const files = [];
  for (const folder of folders.filter((name) => existsSync(name))) {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !served.test(entry.name)) continue;
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      const gz = `${file}.gz`;
      if (!existsSync(gz) || statSync(gz).mtimeMs < statSync(file).mtimeMs) files.push(file);
    }
  }
  return files;
}

/** Writes `<file>.gz` for every served text file under `folders` that needs it. */
export async function precompress(folders) {
  const files = toCompress(folders);
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
