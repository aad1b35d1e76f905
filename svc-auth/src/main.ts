import { createLogger, envOptional, envString, RabbitMqBus, readServiceConfig, runService } from '@hearth/service-kit';
import { createAuthService } from './auth-service';
import { loadSigningKeys } from './keys/signing-keys';
import { authLimitsFromEnv } from './rate-limit/auth-limits';

async function main() {
  const config = readServiceConfig(3001);
  const logger = createLogger('svc-auth');
  const keys = await loadSigningKeys({
    privateKeyPem: envOptional('JWT_PRIVATE_KEY'),
    keyFile: envOptional('JWT_KEY_FILE'),
    previousPublicKeysPem: envOptional('JWT_PREVIOUS_PUBLIC_KEYS')?.split(/(?<=-----END PUBLIC KEY-----)\s*/).filter(Boolean),
    tokenTtl: envString('TOKEN_TTL', '7d'),
  });
  const bus = new RabbitMqBus({ url: config.amqpUrl, exchange: config.amqpExchange, logger });
  const service = createAuthService({
    databaseUrl: config.databaseUrl,
    bus,
    queue: `${config.amqpQueuePrefix}.auth`,
    logger,
    keys,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    limits: authLimitsFromEnv(),
  });
  await runService({ service, bus, port: config.port, host: config.host, logger });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
