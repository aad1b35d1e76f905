import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Keys of a database error that hold values rather than the statement: typeorm's QueryFailedError
 * carries the query's `parameters` (e-mails, names, tokens' digests), and PostgreSQL's `detail`
 * the value of a key ("Key (email)=(ada@example.com) already exists").
 */
const VALUE_KEYS = new Set(['parameters', 'detail']);

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the value in their message
 * ('invalid input syntax for type uuid: "…"'): the quoted parts go.
 */
const quotesValues = (error: Record<string, unknown>) => typeof error.code === 'string' && error.code.startsWith('22');
const unquoted = (text: unknown) => (typeof text === 'string' ? text.replace(/"[^"\n]*"/g, '"[value]"') : text);

function withoutValues(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > 4) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!VALUE_KEYS.has(key)) copy[key] = key === 'driverError' || key === 'cause' ? withoutValues(field, depth + 1) : field;
  }
  if (value instanceof Error && !('message' in copy)) copy.message = value.message;
  if (quotesValues(copy)) {
    copy.message = unquoted(copy.message);
    copy.stack = unquoted(copy.stack);
  }
  return copy;
}

/**
 * An error as it is logged: pino's usual form (type, message, stack, own fields) without the
 * values a failed query carried. The SQL text stays (its values are `$1`, `$2`…), so the log
 * still says which statement failed.
 */
export function loggableError(error: unknown): unknown {
  const serialized = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return withoutValues(serialized, 0);
}

/** JSON logs, one line per entry; secrets and a failed query's values never reach the log. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    serializers: { err: loggableError },
    redact: {
      paths: ['req.headers.authorization', 'password', 'newPassword', 'currentPassword', 'token', '*.password'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
