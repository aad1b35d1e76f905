import path from 'node:path';
import { envInt, envOptional, envString } from './config';
import { DEFAULT_MAIL_FROM } from './mail/mailer';

/** Settings every service reads from the environment; defaults serve a local run. */
export interface ServiceConfig {
  port: number;
  /** The address to listen on: all interfaces in a container, loopback behind a local nginx. */
  host: string;
  databaseUrl: string;
  /** Connections this replica may open to PostgreSQL (its relay's included); checked against the server's max_connections at start. */
  databasePoolSize: number;
  amqpUrl: string;
  /** The topic exchange, and the prefix of each service's queue (`<prefix>.<service>`). */
  amqpExchange: string;
  amqpQueuePrefix: string;
  /** Where browsers reach Hearth; links in mail start with it. */
  publicUrl: string;
  dataDir: string;
  /** svc-auth's public keys, for every other service. */
  jwksUrl: string;
  /** svc-household's memberships, asked by svc-planning and svc-recipes before writes. */
  householdMembershipUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
}

export function readServiceConfig(defaultPort: number): ServiceConfig {
  return {
    port: envInt('PORT', defaultPort),
    host: envString('HOST', '0.0.0.0'),
    databaseUrl: envString('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/hearth'),
    databasePoolSize: envInt('DATABASE_POOL_SIZE', 10),
    amqpUrl: envString('AMQP_URL', 'amqp://guest:guest@127.0.0.1:5672'),
    amqpExchange: envString('AMQP_EXCHANGE', 'hearth.events'),
    amqpQueuePrefix: envString('AMQP_QUEUE_PREFIX', 'hearth'),
    publicUrl: envString('PUBLIC_URL', 'http://localhost:8080'),
    dataDir: path.resolve(envString('DATA_DIR', 'data')),
    jwksUrl: envString('AUTH_JWKS_URL', 'http://127.0.0.1:3001/api/auth/.well-known/jwks.json'),
    householdMembershipUrl: envString('HOUSEHOLD_MEMBERSHIP_URL', 'http://127.0.0.1:3003/api/households/membership'),
    smtpUrl: envOptional('SMTP_URL'),
    mailFrom: envString('MAIL_FROM', DEFAULT_MAIL_FROM),
  };
}
