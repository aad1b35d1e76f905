import { startTestService, uniqueName } from '@hearth/service-kit/testing';
import { createAuthService } from '../auth-service';
import { loadSigningKeys } from '../keys/signing-keys';

export type AuthHarness = Awaited<ReturnType<typeof startAuthService>>;

/** svc-auth alone on a fresh schema; the test plays svc-household through `deliver`. */
export async function startAuthService(limits: Record<string, number> = {}) {
  const auth = await startTestService(async (env) =>
    createAuthService({
      ...env,
      // The kit's test key signs here, so `token()` and svc-auth's own tokens are interchangeable.
      keys: await loadSigningKeys({ privateKeyPem: env.signingKey.privateKeyPem, tokenTtl: '1h' }),
      // A test file registers its people from one address; the registration limit has its own tests.
      limits: { registrationsPerIp: 10_000, ...limits },
    }),
  );

  const register = async (name = 'Ada Lovelace', email = `${uniqueName('ada')}@example.com`, password = 'secret123') => {
    const response = await auth.http.post('/api/auth/register').send({ name, email, password });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { token: response.body.token as string, user: response.body.user, email, password };
  };
  /** Opens the latest confirmation link mailed to `email`, as its owner would. */
  const confirm = async (email: string) => {
    const link = await auth.mailLink(email, '/confirm-email/');
    const response = await auth.http.post(`/api/auth${new URL(link).pathname}`);
    if (response.status !== 200) throw new Error(`confirming failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { message: string };
  };
  return {
    ...auth,
    register,
    confirm,
    /** An account whose e-mail is confirmed, as an API token needs. */
    async registerConfirmed(...args: Parameters<typeof register>) {
      const registered = await register(...args);
      await confirm(registered.email);
      return registered;
    },
    resetLink: (email: string) => auth.mailLink(email, '/reset-password/'),
  };
}

/** Waits for the next whole second: token issue times have one-second resolution. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));

export { bearer } from '@hearth/service-kit/testing';
