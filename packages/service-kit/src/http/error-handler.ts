import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../data/database-unavailable';
import { loggableError } from '../logger';
import { currentContext } from '../request-context';
import { AppError } from './errors';

/** Messages for errors raised by Koa and its body parser, which must not leak parser details. */
const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be understood',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported content type',
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
}

/**
 * Turns every error into JSON `{message}` with the right status. Bad input never becomes a 500,
 * and a 500 never carries a stack trace.
 */
export const errorHandler: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof AppError) {
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = { message: error.message, ...error.details };
      return;
    }
    const httpError = error as HttpLikeError;
    const status = httpError.status ?? httpError.statusCode;
    if (status && status >= 400 && status < 500) {
      ctx.status = status;
      ctx.body = { message: clientErrorMessages[status] ?? 'The request could not be processed' };
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarting or out of reach: the pool reconnects by itself, so this passes.
      (currentContext()?.logger ?? console).warn({ err: loggableError(error) }, 'database unavailable');
      ctx.status = 503;
      ctx.body = { message: 'This part of Hearth is not available right now. Please try again shortly.' };
      return;
    }
    // Without the failed query's values, whichever logger the service was given.
    (currentContext()?.logger ?? console).error({ err: loggableError(error) }, 'request failed');
    ctx.status = status === 503 ? 503 : 500;
    ctx.body = { message: 'Something went wrong. Please try again.' };
  }
};

/** The last middleware: nothing answered, so the route does not exist. */
export const notFoundHandler: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = { message: 'Not found' };
};
