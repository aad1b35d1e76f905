/** Socket errors of a database that is down, restarting or out of reach. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), the server shutting down
 * or starting (57P01-57P03), too many connections (53300). A statement cancelled by
 * statement_timeout (57014) is not among them: the same statement would run as long again, so it
 * is an error of its own (and an event meeting it is retried a bounded number of times).
 */
const serverCodes = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says when a connection ends or a timeout of the pool or of a query fires. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection is not open',
  'Cannot use a pool after calling end',
];

/**
 * Whether `error` says the database could not be reached (rather than refusing the statement):
 * such a failure is temporary, answered 503, and an event that met it is tried again without
 * counting the attempt.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || serverCodes.test(code))) return true;
    if (typeof message === 'string' && driverMessages.some((text) => message.includes(text))) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
