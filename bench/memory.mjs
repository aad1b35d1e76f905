// Memory of processes, read from /proc for `npm run bench`: resident (RSS) and proportional (PSS,
// shared pages split between their users) set sizes, and the tree of processes below a pid.
import { readdir, readFile } from 'node:fs/promises';

/** Every process below `pid` (PostgreSQL runs under a supervisor shell Node started). */
export async function processTree(pid) {
  const parents = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    if (stat) parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** Resident and proportional (shared pages split between their users) memory, in kB. */
export async function memoryOf(pid) {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  return { rss: field('Rss'), pss: field('Pss') };
}

const mib = (kB) => Math.round((kB / 1024) * 10) / 10;

/**
 * The stack's memory now, process by process: each service and the hello app (`children` by
 * name, nginx's master with its workers below it), and the PostgreSQL backends serving
 * `database` (found by `backendPids()`), summed. MiB, RSS and PSS.
 */
export async function stackMemory(children, backendPids) {
  const rows = [];
  for (const [name, child] of Object.entries(children)) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    const pids = name === 'nginx' ? await processTree(child.pid) : [child.pid];
    for (const [index, pid] of pids.entries()) {
      const memory = await memoryOf(pid);
      const label = name === 'nginx' ? (index === 0 ? 'nginx master' : `nginx worker ${index}`) : name === 'hello' ? 'hello app' : `svc-${name}`;
      rows.push({ name: label, processes: 1, rssMiB: mib(memory.rss), pssMiB: mib(memory.pss) });
    }
  }
  const backends = await Promise.all((await backendPids()).map(memoryOf));
  rows.push({
    name: 'PostgreSQL backends',
    processes: backends.length,
    rssMiB: mib(backends.reduce((sum, m) => sum + m.rss, 0)),
    pssMiB: mib(backends.reduce((sum, m) => sum + m.pss, 0)),
  });
  return { at: new Date().toISOString(), rows };
}
