import { readFile } from 'node:fs/promises';

/**
 * Whether `pid` is a live process whose command line contains `name`. A pid file outlives a
 * crash, and after a reboot or in a new container its pid often belongs to someone else.
 */
export async function isProcessRunning(pid: number, name: string): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  // Without /proc (macOS) the pid's existence is all there is to go on.
  return commandLine === undefined || commandLine.includes(name);
}
