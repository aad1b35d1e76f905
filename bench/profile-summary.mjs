// Reads V8 CPU profiles (`.cpuprofile`, as BENCH_CPU_PROFILE writes them) and prints where the
// time went: the share of samples by package (self time) and the functions with the most self
// time. `node bench/profile-summary.mjs <file.cpuprofile>... [--top N]`. A flame graph of the same
// file: open it in Chrome DevTools' Performance panel (profiles stay out of the repository).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const files = args.filter((arg, i) => arg !== '--top' && i !== topAt + 1);
if (files.length === 0) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile>... [--top N]');
  process.exit(2);
}

/** `node_modules/<pkg>` (or `@scope/pkg`), a workspace folder such as `svc-recipes`, or V8/Node's own. */
function packageOf(url) {
  if (!url) return '(v8/native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const parts = url.replace(/^file:\/\//, '').split('/');
  const modules = parts.lastIndexOf('node_modules');
  if (modules >= 0) return parts[modules + 1].startsWith('@') ? `${parts[modules + 1]}/${parts[modules + 2]}` : parts[modules + 1];
  const dist = parts.lastIndexOf('dist');
  if (dist > 0) return parts[dist - 1] === 'packages' ? parts[dist - 1] : parts.slice(Math.max(0, dist - 2), dist).join('/').replace(/^packages\//, '');
  return url;
}

function summarize(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byPackage = new Map();
  const byFunction = new Map();
  for (const [id, count] of selfSamples) {
    const { callFrame } = nodes.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)') continue;
    const pkg = name.startsWith('(') ? name : packageOf(callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
    const key = `${name}  ${path.basename(callFrame.url || '')}:${callFrame.lineNumber + 1}  [${pkg}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
  }
  // Inclusive time of the project's own functions: a sample counts once for each on its stack.
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map();
  for (const [id, count] of selfSamples) {
    if (nodes.get(id).callFrame.functionName === '(idle)') continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const { callFrame } = nodes.get(at);
      if (!callFrame.url) continue;
      if (callFrame.url.includes('/node_modules/') || callFrame.url.startsWith('node:')) continue;
      seen.add(`${callFrame.functionName || '(anonymous)'}  ${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}  [${packageOf(callFrame.url)}]`);
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + count);
  }
  const idle = [...selfSamples].filter(([id]) => nodes.get(id).callFrame.functionName === '(idle)').reduce((sum, [, n]) => sum + n, 0);
  const busy = total - idle;
  const pct = (n) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
  console.log(`\n${path.basename(file)}: ${total} samples, ${((100 * busy) / total).toFixed(0)} % busy; shares below are of the busy samples`);
  console.log('  by package (self time):');
  for (const [pkg, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`   ${pct(n)}  ${pkg}`);
  console.log(`  top ${top} functions (self time):`);
  for (const [key, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`   ${pct(n)}  ${key}`);
  console.log(`  top ${top} of the project's own functions (inclusive time):`);
  for (const [key, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`   ${pct(n)}  ${key}`);
}

for (const file of files) summarize(file);
