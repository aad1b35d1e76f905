import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import type { Service } from '@hearth/service-kit';
import { silentLogger, testDatabaseUrl, TestBus } from '@hearth/service-kit/testing';
import { createAuthService } from '../auth-service';
import { startAuthService, type AuthHarness } from '../test/auth-harness';
import { keyFileRefusal } from './key-file-guard';
import { loadSigningKeys, type SigningKeys } from './signing-keys';

let auth: AuthHarness;
let dir: string;
const replicas: Service[] = [];

beforeAll(async () => {
  auth = await startAuthService();
  dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-key-guard-'));
});
afterEach(async () => {
  await Promise.all(replicas.splice(0).map((replica) => replica.stop()));
});
afterAll(async () => {
  await auth.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Another svc-auth replica on the same schema, signing with `keys`. */
async function startReplica(keys: SigningKeys): Promise<void> {
  const logger = silentLogger();
  const replica = createAuthService({
    databaseUrl: testDatabaseUrl,
    schema: auth.schema,
    bus: new TestBus(logger),
    logger,
    keys,
    publicUrl: 'http://hearth.test',
    dataDir: dir,
    poolSize: 2,
  });
  replicas.push(replica);
  await replica.start();
}

const keyFile = (name: string) => loadSigningKeys({ keyFile: path.join(dir, name, 'jwt.pem'), tokenTtl: '1h' });
const configured = () =>
  loadSigningKeys({ privateKeyPem: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), tokenTtl: '1h' });
const forget = () => auth.sql(`UPDATE "${auth.schema}".signing_keys_in_use SET seen_at = now() - interval '1 minute'`);

describe('a generated key file with several svc-auth replicas', () => {
  it('refuses to start a replica whose own key file differs from the key in use', async () => {
    const own = await keyFile('a');
    expect(own.fromKeyFile).toBe(true);
    await expect(startReplica(own)).rejects.toThrow(keyFileRefusal);
  });

  it('starts replicas that share the configured key, and a new configured key beside an old one (rotation)', async () => {
    const rotated = await configured();
    expect(rotated.fromKeyFile).toBe(false);
    await expect(startReplica(rotated)).resolves.toBeUndefined();
    await expect(startReplica(rotated)).resolves.toBeUndefined();
  });

  it('starts a key file replica once no other key has been seen for a while, and records it', async () => {
    await forget();
    const own = await keyFile('b');
    await startReplica(own);
    const rows = await auth.sql<{ kid: string; from_key_file: boolean }>(
      `SELECT kid, from_key_file FROM "${auth.schema}".signing_keys_in_use WHERE seen_at > now() - interval '10 seconds'`,
    );
    expect(rows).toEqual([{ kid: own.kid, from_key_file: true }]);
  });
});
