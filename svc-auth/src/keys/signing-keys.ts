import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenSubject } from '@hearth/service-kit';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JSONWebKeySet, type JWK } from 'jose';

export interface SigningKeys {
  /**
   * A signed session token for the user: ES256, with our issuer and audience, the sign-in's id
   * (`sid`) and, when given, an issue time (seconds) other than now.
   */
  sign(user: TokenSubject, session: { sessionId: string; issuedAt?: number }): Promise<string>;
  /** The public keys to publish: the current one first, then any still-trusted previous ones. */
  jwks(): JSONWebKeySet;
  /** The current key's id (its JWK thumbprint). */
  kid: string;
  /** Whether the key is this machine's own (JWT_KEY_FILE), not one handed to every replica (JWT_PRIVATE_KEY). */
  fromKeyFile: boolean;
}

export interface SigningKeyOptions {
  /** PKCS#8 PEM of the P-256 private key (deployments pass it from a secret). */
  privateKeyPem?: string;
  /** Where the embedded and local modes keep a key generated on first start. */
  keyFile?: string;
  /** Public keys of retired signing keys whose tokens are still honoured (PEM). */
  previousPublicKeysPem?: string[];
  /** Token lifetime, e.g. `7d`. */
  tokenTtl: string;
}

async function publicJwk(key: KeyObject): Promise<JWK> {
  const jwk = await exportJWK(key);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: TOKEN_ALGORITHM, use: 'sig' };
}

/** Reads the key file, or creates it (mode 0600, in a 0700 folder) when it does not exist yet. */
async function loadOrCreateKeyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  return readFile(file, 'utf8');
}

export async function loadSigningKeys(options: SigningKeyOptions): Promise<SigningKeys> {
  const fromKeyFile = !options.privateKeyPem && Boolean(options.keyFile);
  const pem = options.privateKeyPem ?? (options.keyFile ? await loadOrCreateKeyFile(options.keyFile) : undefined);
  if (!pem) throw new Error('No signing key: set JWT_PRIVATE_KEY, or JWT_KEY_FILE to keep a generated one');
  const privateKey = createPrivateKey(pem);
  const current = await publicJwk(createPublicKey(privateKey));
  const previous = await Promise.all((options.previousPublicKeysPem ?? []).map((p) => publicJwk(createPublicKey(p))));
  const keys = [current, ...previous];

  return {
    sign: (user, session) =>
      new SignJWT({ name: user.name, email: user.email, sid: session.sessionId })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: current.kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(session.issuedAt)
        .setExpirationTime(options.tokenTtl)
        .sign(privateKey),
    jwks: () => ({ keys }),
    kid: current.kid!,
    fromKeyFile,
  };
}
