const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique index: PostgreSQL's error, as TypeORM wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const wrapped = error as { driverError?: { code?: string }; code?: string };
  return (wrapped.driverError?.code ?? wrapped.code) === UNIQUE_VIOLATION;
}
