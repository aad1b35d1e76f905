import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs, one line per entry; secrets never reach the log. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: {
      paths: ['req.headers.authorization', 'password', 'newPassword', 'currentPassword', 'token', '*.password'],
      censor: '[redacted]',
    },
  });
}
