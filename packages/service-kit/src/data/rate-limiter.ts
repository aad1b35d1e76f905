import { createHash } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import { tooManyRequests } from '../http/errors';
import { schemaOf } from './data-source';

export interface Limit {
  /** Names the bucket family, e.g. `login-email`. */
  name: string;
  max: number;
  windowMs: number;
}

/** The table of a service's counters, made by its migration (`createRateLimitTable`). */
export async function createRateLimitTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}".rate_limit_hits (
      bucket text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (bucket, window_start)
    )`);
  await queryRunner.query(`CREATE INDEX rate_limit_hits_window ON "${schema}".rate_limit_hits (window_start)`);
}

/**
 * Fixed-window counters kept in the service's own table, so every replica of the service shares them.
 */
export class RateLimiter {
  private readonly schema: string;

  constructor(private readonly dataSource: DataSource) {
    this.schema = schemaOf(dataSource);
  }

  /** Refuses (429 with Retry-After) when the bucket is already full in this window. */
  async assertAllowed(limit: Limit, key: string): Promise<void> {
    const window = this.window(limit);
    const [row] = await this.dataSource.query(
      `SELECT hits FROM "${this.schema}".rate_limit_hits WHERE bucket = $1 AND window_start = $2`,
      [this.bucket(limit, key), window.start],
    );
    if (row && row.hits >= limit.max) throw tooManyRequests(window.secondsLeft);
  }

  /** Counts one attempt. */
  async hit(limit: Limit, key: string): Promise<number> {
    const window = this.window(limit);
    const [row] = await this.dataSource.query(
      `INSERT INTO "${this.schema}".rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [this.bucket(limit, key), window.start],
    );
    return row.hits;
  }

  /** Counts one attempt and refuses it when it goes over the limit. */
  async consume(limit: Limit, key: string): Promise<void> {
    const hits = await this.hit(limit, key);
    if (hits > limit.max) throw tooManyRequests(this.window(limit).secondsLeft);
  }

  /** Drops windows that ended more than a day ago. */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "${this.schema}".rate_limit_hits WHERE window_start < now() - interval '1 day'`,
    );
  }

  /** Keys are e-mails and addresses: the table keeps only their digest. */
  private bucket(limit: Limit, key: string): string {
    return `${limit.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  private window(limit: Limit) {
    const now = Date.now();
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    return { start: new Date(start), secondsLeft: (start + limit.windowMs - now) / 1000 };
  }
}
