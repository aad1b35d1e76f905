import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a test run killed outright (SIGKILL, a CI job's timeout) cannot clean up itself: a shell
 * outside its process group that waits for it to end, then ends every process it was told of,
 * drops the database and removes the folder. A run that ends normally stops it first.
 */
const SCRIPT = `
parent=$1 dir=$2 admin=$3 database=$4
while kill -0 "$parent" 2>/dev/null; do sleep 1; done
if [ -f "$dir/watchdog-targets" ]; then
  while read -r signal target; do kill "-$signal" "$target" 2>/dev/null; done < "$dir/watchdog-targets"
fi
command -v psql >/dev/null 2>&1 && psql -q "$admin" -c "DROP DATABASE IF EXISTS \\"$database\\" WITH (FORCE)" >/dev/null 2>&1
rm -rf "$dir"
`;

export class Watchdog {
  private constructor(
    private readonly pid: number,
    private readonly targets: string,
  ) {}

  /** Watches this process; `dir` holds its list and is removed with everything else. */
  static start(dir: string, adminUrl: string, database: string): Watchdog {
    const child = spawn('sh', ['-c', SCRIPT, 'hearth-replicas-watchdog', String(process.pid), dir, adminUrl, database], { detached: true, stdio: 'ignore' });
    child.unref();
    return new Watchdog(child.pid!, path.join(dir, 'watchdog-targets'));
  }

  /** A process (or with a negative id, a process group) to end with `signal` if the run dies. */
  guard(signal: 'TERM' | 'KILL', target: number): void {
    appendFileSync(this.targets, `${signal} ${target}\n`);
  }

  /** The run cleans up itself. */
  stop(): void {
    try {
      process.kill(this.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}
