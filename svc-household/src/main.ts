import { createLogger, RabbitMqBus, readServiceConfig, runService } from '@hearth/service-kit';
import { createHouseholdService } from './household-service';

async function main() {
  const config = readServiceConfig(3003);
  const logger = createLogger('svc-household');
  const bus = new RabbitMqBus({ url: config.amqpUrl, exchange: config.amqpExchange, logger });
  const service = createHouseholdService({
    databaseUrl: config.databaseUrl,
    bus,
    logger,
    keys: { jwksUrl: config.jwksUrl },
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    queue: `${config.amqpQueuePrefix}.household`,
  });
  await runService({ service, bus, port: config.port, host: config.host, logger });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
