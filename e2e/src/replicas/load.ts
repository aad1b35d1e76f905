import { setTimeout as sleep } from 'node:timers/promises';
import type { StackProcess } from '../faults/fault-stack';
import type { HearthClient, Member } from '../faults/hearth-client';

/** A member writing during the load, with what their writes need. */
export interface Writer {
  member: Member;
  category: string;
  list: string;
}

export interface LoadOutcome {
  writes: number;
  /** Every recipe acknowledged (201), whose `recipe.created` svc-planning must end up with. */
  recipes: string[];
  /** Writes not acknowledged: status and answer, or why none came. */
  failures: string[];
}

/**
 * Writes through the gateway for `durationMs`: `workers` loops, each starting a write every
 * `intervalMs` at most (so at most workers × 1000 / intervalMs a second), three recipes for one
 * shopping-list item. Nothing is retried: every write must be acknowledged the first time.
 */
export async function runLoad(hearth: HearthClient, writers: Writer[], options: { durationMs: number; workers: number; intervalMs: number }): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { writes: 0, recipes: [], failures: [] };
  const end = Date.now() + options.durationMs;
  const worker = async (index: number) => {
    for (let round = 0; Date.now() < end; round += 1) {
      const started = Date.now();
      const writer = writers[(index + round) % writers.length]!;
      const n = (outcome.writes += 1);
      const write =
        n % 4 === 0
          ? hearth.call('POST', `/shopping-lists/${writer.list}/items`, { who: writer.member, body: { name: `Item ${n}`, quantity: 1, unit: 'whole' }, timeoutMs: 15_000 })
          : hearth.call<{ _id: string }>('POST', '/recipes', {
              who: writer.member,
              body: {
                title: `Load ${n}`,
                category: writer.category,
                isPrivate: false,
                prepTime: 5,
                cookTime: 10,
                ingredients: [{ name: 'Salt', quantity: 1, unit: 'pinch' }],
                instructions: 'Preparation:\n1. Chop\n\nCooking:\n1. Simmer',
              },
              timeoutMs: 15_000,
            });
      const answer = await write.catch((error: Error) => ({ status: 0, body: error.message }));
      if (answer.status !== 201) outcome.failures.push(`write ${n}: ${answer.status} ${JSON.stringify(answer.body)}`);
      else if (n % 4 !== 0) outcome.recipes.push((answer.body as { _id: string })._id);
      await sleep(Math.max(0, options.intervalMs - (Date.now() - started)));
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
  return outcome;
}

interface Sample {
  at: number;
  ready: boolean;
}

/** Asks every process's /readyz every `intervalMs` (each answer within 2 s, or it counts as not ready). */
export class ReadinessProbe {
  private readonly samples = new Map<string, Sample[]>();
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(processes: { name: string; url: string }[], intervalMs = 250) {
    this.loops = processes.map(async ({ name, url }) => {
      const samples: Sample[] = [];
      this.samples.set(name, samples);
      while (this.running) {
        const at = Date.now();
        const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
        samples.push({ at, ready });
        await sleep(Math.max(0, intervalMs - (Date.now() - at)));
      }
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /**
   * Per process: not-ready answers before `since`; from `since` on, the spans it answered not
   * ready (from a failing answer to the next ready one, or to the last answer) and the longest;
   * whether its last answer was ready.
   */
  report(since: number): ProcessReadiness[] {
    return [...this.samples].map(([name, samples]) => {
      const unready: [number, number][] = [];
      let downSince: number | undefined;
      for (const { at, ready } of samples.filter((sample) => sample.at >= since)) {
        if (!ready) downSince ??= at;
        else if (downSince !== undefined) {
          unready.push([downSince, at]);
          downSince = undefined;
        }
      }
      const last = samples.at(-1);
      if (downSince !== undefined && last) unready.push([downSince, last.at]);
      return {
        name,
        unreadyBefore: samples.filter((sample) => sample.at < since && !sample.ready).length,
        unready,
        longestUnreadyMs: Math.max(0, ...unready.map(([from, to]) => to - from)),
        readyAtEnd: last?.ready ?? false,
      };
    });
  }
}

export interface ProcessReadiness {
  name: string;
  unreadyBefore: number;
  unready: [number, number][];
  longestUnreadyMs: number;
  readyAtEnd: boolean;
}

/** Whether two processes' not-ready spans overlap: then neither could serve for a moment. */
export function bothUnready(one: ProcessReadiness, other: ProcessReadiness): boolean {
  return one.unready.some(([from, to]) => other.unready.some(([otherFrom, otherTo]) => from < otherTo && otherFrom < to));
}

/** The processes' names and own addresses, for the probe. */
export function probeTargets(replicas: Record<string, StackProcess[]>, urls: Record<string, string[]>): { name: string; url: string }[] {
  return Object.entries(replicas).flatMap(([service, processes]) => processes.map((member, i) => ({ name: member.name, url: urls[service]![i]! })));
}
