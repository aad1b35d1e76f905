import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertReachable, unreachableFolder } from './server-account';

// An account that owns nothing here and is in none of its groups: only "other" bits apply to it.
const stranger = { name: 'stranger', uid: 65_432, gid: 65_432 };
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hearth-reach-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the PostgreSQL server's account reaching its folders", () => {
  it('finds the first folder on the way that the account cannot enter', async () => {
    await mkdir(path.join(root, 'open', 'closed', 'data'), { recursive: true });
    await chmod(root, 0o755);
    await chmod(path.join(root, 'open'), 0o711);
    await chmod(path.join(root, 'open', 'closed'), 0o700);
    expect(await unreachableFolder(stranger, path.join(root, 'open'))).toBeUndefined();
    expect(await unreachableFolder(stranger, path.join(root, 'open', 'closed', 'data'))).toBe(path.join(root, 'open', 'closed'));
  });

  it('does not object to folders that do not exist yet (Hearth creates them for the account)', async () => {
    await chmod(root, 0o755);
    expect(await unreachableFolder(stranger, path.join(root, 'data', 'postgres'))).toBeUndefined();
  });

  it('says which folder to open, and how', async () => {
    await chmod(root, 0o700);
    await expect(assertReachable(stranger, path.join(root, 'data'), 'its data folder')).rejects.toThrow(
      `PostgreSQL runs as the unprivileged user "stranger", who cannot enter ${root} to reach its data folder. Allow it (chmod o+x ${root})`,
    );
  });
});
