import { createLogger, RabbitMqBus, readServiceConfig, remoteMembershipLookup, runService } from '@hearth/service-kit';
import { createRecipesService } from './recipes-service';

async function main() {
  const config = readServiceConfig(3002);
  const logger = createLogger('svc-recipes');
  const bus = new RabbitMqBus({ url: config.amqpUrl, exchange: config.amqpExchange, logger });
  const service = createRecipesService({
    databaseUrl: config.databaseUrl,
    bus,
    logger,
    keys: { jwksUrl: config.jwksUrl },
    membership: remoteMembershipLookup({ url: config.householdMembershipUrl, logger }),
    dataDir: config.dataDir,
    queue: `${config.amqpQueuePrefix}.recipes`,
  });
  await runService({ service, bus, port: config.port, host: config.host, logger });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
