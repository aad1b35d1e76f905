import path from 'node:path';
import { createLogger, envInt, envOptional, envString, handleProcessSignals } from '@hearth/service-kit';
import { startEmbedded, type RunningEmbedded } from './embedded-app';

/** `npm start`: Hearth in one process, configured from the environment. */
async function main() {
  const logger = createLogger('hearth');
  const port = envInt('PORT', 8080);
  const hearth: { running?: RunningEmbedded } = {};
  hearth.running = await startEmbedded({
    port,
    host: envOptional('HOST'),
    dataDir: path.resolve(envString('DATA_DIR', 'data')),
    publicUrl: envString('PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, ''),
    frontendsDir: path.resolve(envString('FRONTENDS_DIR', path.resolve(__dirname, '../..'))),
    logger,
    smtpUrl: envOptional('SMTP_URL'),
    mailFrom: envOptional('MAIL_FROM'),
    // A database that keeps dying even when restarted: stop, and let a supervisor restart Hearth.
    onDatabaseExit: () => void (hearth.running?.stop() ?? Promise.resolve()).finally(() => process.exit(1)),
  });
  handleProcessSignals(logger, () => hearth.running!.stop());
}

main().catch((error: Error) => {
  // A message a person can act on (another Hearth running, a folder out of reach), not a trace.
  console.error(`Hearth could not start: ${error.message}`);
  process.exit(1);
});
