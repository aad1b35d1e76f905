// CPU time of the stack's processes for `npm run bench`, read from /proc: where a route's
// milliseconds go (each service, nginx's workers, the PostgreSQL backends of the bench's
// database, and the bench itself, which runs the load generator), per request answered.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { processTree } from './memory.mjs';

// /proc/<pid>/stat counts in clock ticks; USER_HZ is 100 on every Linux Node runs on.
const TICK_MS = 10;

async function cpuMsOf(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU ms used so far by each process, grouped: the services and hello app by name, nginx (its tree), PostgreSQL, the bench. */
async function cpuNow(children, backendPids) {
  const pidsOf = {};
  for (const [name, child] of Object.entries(children)) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    pidsOf[name === 'nginx' || name === 'hello' ? name : `svc-${name}`] = name === 'nginx' ? await processTree(child.pid) : [child.pid];
  }
  pidsOf.PostgreSQL = await backendPids();
  pidsOf['load generator'] = [process.pid];
  const groups = {};
  for (const [group, pids] of Object.entries(pidsOf)) {
    groups[group] = new Map(await Promise.all(pids.map(async (pid) => [pid, await cpuMsOf(pid)])));
  }
  return { at: performance.now(), groups };
}

/**
 * Starts counting; `stop(requests)` returns each group's CPU ms per request over the interval
 * (groups that used under 0.01 ms a request left out), their sum, and the share of the machine's
 * cores the interval used. Counted per process: a PostgreSQL backend the pool opened meanwhile
 * counts from its start; one it closed meanwhile is missed.
 */
export async function startCpuCount(children, backendPids) {
  const before = await cpuNow(children, backendPids);
  return async (requests) => {
    const after = await cpuNow(children, backendPids);
    const perRequest = {};
    let total = 0;
    for (const [group, pids] of Object.entries(after.groups)) {
      let used = 0;
      for (const [pid, ms] of pids) used += ms - (before.groups[group]?.get(pid) ?? 0);
      total += used;
      if (requests > 0 && used / requests >= 0.01) perRequest[group] = used / requests;
    }
    const busy = total / ((after.at - before.at) * os.availableParallelism());
    return { perRequestMs: perRequest, totalPerRequestMs: requests > 0 ? total / requests : null, coresBusy: busy };
  };
}

/** One line per run: the CPU ms a request cost in each process group. */
export function formatCpu(runs) {
  const measured = runs.filter((run) => run.cpu);
  if (measured.length === 0) return '';
  const lines = ['CPU per request (ms of CPU time, from /proc, over the measured seconds; the share of both cores in use):'];
  for (const run of measured) {
    const parts = Object.entries(run.cpu.perRequestMs)
      .sort((a, b) => b[1] - a[1])
      .map(([group, ms]) => `${group} ${ms.toFixed(2)}`);
    lines.push(`  ${run.request}: ${run.cpu.totalPerRequestMs?.toFixed(2) ?? '-'} ms = ${parts.join(', ')} (${Math.round(run.cpu.coresBusy * 100)} % busy)`);
  }
  return lines.join('\n');
}
