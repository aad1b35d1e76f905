import path from 'node:path';
import { createLogger, envInt, envOptional, envString, handleProcessSignals } from '@hearth/service-kit';
import { startEmbedded } from './embedded-app';

/** `npm start`: Hearth in one process, configured from the environment. */
async function main() {
  const logger = createLogger('hearth');
  const port = envInt('PORT', 8080);
  const running = await startEmbedded({
    port,
    host: envOptional('HOST'),
    dataDir: path.resolve(envString('DATA_DIR', 'data')),
    publicUrl: envString('PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, ''),
    frontendsDir: path.resolve(envString('FRONTENDS_DIR', path.resolve(__dirname, '../../..'))),
    logger,
    smtpUrl: envOptional('SMTP_URL'),
    mailFrom: envOptional('MAIL_FROM'),
  });
  handleProcessSignals(logger, () => running.stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
