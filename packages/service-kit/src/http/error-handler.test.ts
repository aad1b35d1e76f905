import Router from '@koa/router';
import request from 'supertest';
import type { Writable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import { Client } from 'pg';
import pino from 'pino';
import { createLogger } from '../logger';
import { capturedLog, testDatabaseUrl } from '../testing';
import { createHttpApp } from './create-app';

/** A real failed query: PostgreSQL's error for a value too long for its column, as typeorm wraps it. */
async function failedQuery(): Promise<QueryFailedError> {
  const client = new Client({ connectionString: testDatabaseUrl });
  await client.connect();
  const query = 'SELECT $1::varchar(5) AS email, $2::int AS n';
  const parameters = ['ada.lovelace@example.com', 'not-a-number-4f1c0ffee'];
  try {
    await client.query(query, parameters);
    throw new Error('the query should have failed');
  } catch (error) {
    return new QueryFailedError(query, parameters, error as Error);
  } finally {
    await client.end();
  }
}

describe('a database error, as it is logged', () => {
  it.each([
    ['the service logger (createLogger)', (destination: Writable) => createLogger('error-test', 'info', destination)],
    ['any other pino logger a service is given', (destination: Writable) => pino(destination)],
  ])('keeps the statement but not its parameters: %s', async (_name, makeLogger) => {
    const error = await failedQuery();
    const router = new Router({ prefix: '/api/things' });
    router.get('/', () => {
      throw error;
    });
    const { destination, output } = capturedLog();
    const app = createHttpApp({
      service: 'test',
      logger: makeLogger(destination),
      routes: [router.routes()],
      readiness: { database: async () => true, bus: async () => true },
    }).callback();

    const response = await request(app).get('/api/things');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(output()).toContain('request failed');
    expect(output()).toContain('SELECT $1::varchar(5) AS email');
    expect(output()).not.toContain('ada.lovelace');
    expect(output()).not.toContain('4f1c0ffee');
  });
});
