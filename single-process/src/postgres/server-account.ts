import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The operating-system account the PostgreSQL server runs as; `undefined` means this process's own. */
export interface ServerAccount {
  name: string;
  uid: number;
  gid: number;
}

const PREFERRED = 'postgres';
const CREATED = 'hearth-postgres';

async function lookUp(name: string): Promise<ServerAccount | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

async function createSystemAccount(name: string): Promise<void> {
  try {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name]);
  } catch (useraddError) {
    // BusyBox systems (Alpine) have adduser instead.
    await run('adduser', ['-S', '-D', '-H', '-s', '/sbin/nologin', name]).catch(() => {
      throw new Error(`PostgreSQL cannot run as root, and no unprivileged account could be created for it (${String(useraddError)}). Create a "${PREFERRED}" user, or run Hearth as a normal user.`);
    });
  }
}

/**
 * PostgreSQL refuses to run as root. When Hearth is root (CI, containers) the server runs as the
 * `postgres` account if the machine has one, else as a system account created for it.
 */
export async function serverAccount(): Promise<ServerAccount | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = (await lookUp(PREFERRED)) ?? (await lookUp(CREATED));
  if (existing) return existing;
  await createSystemAccount(CREATED);
  const created = await lookUp(CREATED);
  if (!created) throw new Error(`Created the account ${CREATED} for PostgreSQL but cannot find it.`);
  return created;
}

/** The first folder on the way to `target` that the server's account cannot enter, if any. */
export async function unreachableFolder(account: ServerAccount, target: string): Promise<string | undefined> {
  let dir = path.resolve(target);
  const folders: string[] = [];
  while (true) {
    folders.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return undefined; // not created yet: created later with the right owner
    const bit = info.uid === account.uid ? 0o100 : info.gid === account.gid ? 0o010 : 0o001;
    if ((info.mode & bit) === 0) return folder;
  }
  return undefined;
}

/**
 * Fails clearly when the server's account cannot enter a folder on the way to `target` (a home
 * folder of mode 0700, a private temporary folder): PostgreSQL would otherwise stop with a
 * bare "Permission denied" from deep inside initdb.
 */
export async function assertReachable(account: ServerAccount, target: string, purpose: string): Promise<void> {
  const folder = await unreachableFolder(account, target);
  if (folder) {
    throw new Error(
      `PostgreSQL runs as the unprivileged user "${account.name}", who cannot enter ${folder} to reach ${purpose}. ` +
        `Allow it (chmod o+x ${folder}) or move Hearth (or DATA_DIR) to a folder it can reach.`,
    );
  }
}
