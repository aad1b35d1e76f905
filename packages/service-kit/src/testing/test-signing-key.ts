import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JSONWebKeySet } from 'jose';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type KeySource, type TokenSubject } from '../auth/token-verifier';

export interface TestSigningKey {
  /** PKCS#8 PEM, for a service that signs tokens itself (svc-auth). */
  privateKeyPem: string;
  /** Where the service under test finds the public key. */
  keySource: KeySource;
  jwks(): JSONWebKeySet;
  /** A token as svc-auth would issue it: ES256, Hearth's issuer and audience, name and e-mail. */
  sign(subject: TokenSubject, options?: { expiresIn?: string | number; sessionId?: string; issuedAt?: number }): Promise<string>;
}

/** A fresh P-256 key for one test file; its key id is its thumbprint, as svc-auth's are. */
export async function createTestSigningKey(): Promise<TestSigningKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  const jwks = { keys: [{ ...jwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' }] };
  return {
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    keySource: { jwks: () => jwks },
    jwks: () => jwks,
    sign: (subject, options = {}) =>
      new SignJWT({ name: subject.name, email: subject.email, ...(options.sessionId ? { sid: options.sessionId } : {}) })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(options.issuedAt)
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey),
  };
}
