import type { Logger } from 'pino';

/**
 * Process-level safety for a service's entry point: a failure nobody awaited is logged (and the
 * process ends, to be restarted clean); SIGTERM and SIGINT run `shutdown` once, then exit.
 */
export function handleProcessSignals(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    shutdown()
      .then(() => process.exit(0))
      .catch((error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    stop('unhandledRejection');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    stop('uncaughtException');
  });
}
