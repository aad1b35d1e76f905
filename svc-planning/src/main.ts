import { createLogger, RabbitMqBus, readServiceConfig, remoteMembershipLookup, runService } from '@hearth/service-kit';
import { createPlanningService } from './planning-service';

async function main() {
  const config = readServiceConfig(3004);
  const logger = createLogger('svc-planning');
  const bus = new RabbitMqBus({ url: config.amqpUrl, exchange: config.amqpExchange, logger });
  const service = createPlanningService({
    databaseUrl: config.databaseUrl,
    bus,
    logger,
    keys: { jwksUrl: config.jwksUrl },
    membership: remoteMembershipLookup({ url: config.householdMembershipUrl, logger }),
    queue: `${config.amqpQueuePrefix}.planning`,
  });
  await runService({ service, bus, port: config.port, host: config.host, logger });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
