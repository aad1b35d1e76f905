import { envOptional, type Limit } from '@hearth/service-kit';

const minutes = (n: number) => n * 60_000;

/**
 * Sign-in limits count failed attempts; password-reset limits count every request. An e-mail is
 * locked per address (`loginFailuresPerEmail`): wrong passwords from one address do not lock its
 * owner out elsewhere. Only ten times as many failures from all addresses together lock it
 * everywhere (`loginFailuresPerEmailAnywhere`), against guessing spread over many addresses.
 * Registration counts every attempt per address (against floods of accounts), and attempts
 * answered 'User already exists' more strictly (against learning which e-mails have accounts).
 */
export interface AuthLimits {
  loginFailuresPerEmail: Limit;
  loginFailuresPerEmailAnywhere: Limit;
  loginFailuresPerIp: Limit;
  forgotPerEmail: Limit;
  forgotPerIp: Limit;
  registrationsPerIp: Limit;
  registrationConflictsPerIp: Limit;
}

type Overrides = Partial<Record<Exclude<keyof AuthLimits, 'loginFailuresPerEmailAnywhere'>, number | undefined>>;

export function authLimits(overrides: Overrides = {}): AuthLimits {
  const perEmail = overrides.loginFailuresPerEmail ?? 10;
  return {
    loginFailuresPerEmail: { name: 'login-email-address', max: perEmail, windowMs: minutes(15) },
    loginFailuresPerEmailAnywhere: { name: 'login-email', max: perEmail * 10, windowMs: minutes(15) },
    loginFailuresPerIp: { name: 'login-ip', max: overrides.loginFailuresPerIp ?? 100, windowMs: minutes(15) },
    forgotPerEmail: { name: 'forgot-email', max: overrides.forgotPerEmail ?? 5, windowMs: minutes(60) },
    forgotPerIp: { name: 'forgot-ip', max: overrides.forgotPerIp ?? 20, windowMs: minutes(60) },
    registrationsPerIp: { name: 'register-ip', max: overrides.registrationsPerIp ?? 60, windowMs: minutes(60) },
    registrationConflictsPerIp: { name: 'register-taken-ip', max: overrides.registrationConflictsPerIp ?? 10, windowMs: minutes(15) },
  };
}

const numberFromEnv = (name: string): number | undefined => {
  const value = envOptional(name);
  return value === undefined ? undefined : Number(value);
};

/** The limits an operator may change (deploy/compose.yaml, deploy/k8s/config.yaml), for svc-auth's process and npm start. */
export function authLimitsFromEnv(): Overrides {
  return {
    loginFailuresPerEmail: numberFromEnv('LOGIN_FAILURES_PER_EMAIL'),
    loginFailuresPerIp: numberFromEnv('LOGIN_FAILURES_PER_IP'),
    forgotPerEmail: numberFromEnv('FORGOT_PASSWORD_PER_EMAIL'),
    forgotPerIp: numberFromEnv('FORGOT_PASSWORD_PER_IP'),
    registrationsPerIp: numberFromEnv('REGISTRATIONS_PER_IP'),
    registrationConflictsPerIp: numberFromEnv('REGISTRATION_CONFLICTS_PER_IP'),
  };
}

/** Where a request came from: sign-in and reset limits also count per address. */
export interface ClientAddress {
  clientIp: string;
}
