import type { Limit } from './rate-limiter';

const minutes = (n: number) => n * 60_000;

/** Sign-in limits count failed attempts; password-reset limits count every request. */
export interface AuthLimits {
  loginFailuresPerEmail: Limit;
  loginFailuresPerIp: Limit;
  forgotPerEmail: Limit;
  forgotPerIp: Limit;
}

export function authLimits(overrides: Partial<Record<keyof AuthLimits, number | undefined>> = {}): AuthLimits {
  return {
    loginFailuresPerEmail: { name: 'login-email', max: overrides.loginFailuresPerEmail ?? 10, windowMs: minutes(15) },
    loginFailuresPerIp: { name: 'login-ip', max: overrides.loginFailuresPerIp ?? 100, windowMs: minutes(15) },
    forgotPerEmail: { name: 'forgot-email', max: overrides.forgotPerEmail ?? 5, windowMs: minutes(60) },
    forgotPerIp: { name: 'forgot-ip', max: overrides.forgotPerIp ?? 20, windowMs: minutes(60) },
  };
}

/** Where a request came from: sign-in and reset limits also count per address. */
export interface ClientAddress {
  clientIp: string;
}
