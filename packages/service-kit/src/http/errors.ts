/** An error whose message is safe to show to the user, with the HTTP status it maps to. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError(409, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many attempts. Please try again later.', {}, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
