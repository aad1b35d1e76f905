import { Client } from 'pg';
import { capturedLog, testDatabaseUrl, uniqueName } from '../testing';
import { createLogger } from '../logger';
import { checkConnectionRoom, connectionRoom, poolTooLarge } from './connection-room';
import { createDataSource } from './data-source';

const dataSource = createDataSource({ url: testDatabaseUrl, schema: uniqueName('kit_room'), entities: [], migrations: [], poolSize: 1 });
beforeAll(() => dataSource.initialize());
afterAll(() => dataSource.destroy());

describe("a replica's pool against PostgreSQL's max_connections", () => {
  it('reads the room the server has: its usable connections and those open now', async () => {
    const room = await connectionRoom(dataSource);
    const [shown] = (await dataSource.query('SHOW max_connections')) as { max_connections: string }[];
    expect(room.usable).toBeLessThan(Number(shown!.max_connections));
    expect(room.usable).toBeGreaterThan(0);
    expect(room.open).toBeGreaterThanOrEqual(1);
  });

  it('refuses a pool larger than the whole server, and says which settings to change', async () => {
    const { usable } = await connectionRoom(dataSource);
    const log = capturedLog();
    await expect(checkConnectionRoom(dataSource, usable + 1, createLogger('test', 'warn', log.destination))).rejects.toThrow(poolTooLarge(usable + 1, usable));
    expect(poolTooLarge(500, 97)).toBe(
      'DATABASE_POOL_SIZE is 500, more than the 97 connections PostgreSQL allows (max_connections less its reserved ones): lower it, or raise max_connections',
    );
  });

  it('starts a pool larger than the room left with a warning naming both settings, and a small one quietly', async () => {
    // Two more connections, as other replicas hold them: the server has at least three open.
    const others = [new Client({ connectionString: testDatabaseUrl }), new Client({ connectionString: testDatabaseUrl })];
    await Promise.all(others.map((client) => client.connect()));
    try {
      const { usable, open } = await connectionRoom(dataSource);
      const log = capturedLog();
      const logger = createLogger('test', 'warn', log.destination);
      await checkConnectionRoom(dataSource, 2, logger);
      expect(log.output()).toBe('');
      await checkConnectionRoom(dataSource, usable - open + 3, logger);
      expect(log.output()).toContain('raise max_connections or lower DATABASE_POOL_SIZE');
    } finally {
      await Promise.all(others.map((client) => client.end()));
    }
  });
});
