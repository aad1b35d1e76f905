/**
 * Every failed call, normalised: an HTTP status with the server's body (`data.message` is what
 * the UI shows), or one of the client failures (network, timeout, unreadable response).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  data?: { message?: string; errors?: Record<string, string> } & Record<string, unknown>;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/** The server's message when it sent one, else the screen's fallback text (docs/product/README.md "Errors"). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.data?.message === 'string' && error.data.message) return error.data.message;
  return fallback;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
