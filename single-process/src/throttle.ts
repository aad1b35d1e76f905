/**
 * The embedded twin of nginx's `limit_req`: a leaky bucket per key (a client address, an API
 * token) with a rate and burst from the route table.
 */
export class Throttle {
  private readonly buckets = new Map<string, { level: number; at: number }>();
  private readonly perSecond: number;

  constructor(
    rate: string,
    private readonly burst: number,
  ) {
    const match = /^(\d+)r\/(s|m)$/.exec(rate);
    if (!match) throw new Error(`Unsupported rate: ${rate}`);
    this.perSecond = Number(match[1]) / (match[2] === 'm' ? 60 : 1);
  }

  /** True when the request may pass. */
  allow(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { level: 0, at: now };
    bucket.level = Math.max(0, bucket.level - ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (bucket.level >= this.burst + 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.level += 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.forgetIdle(now);
    return true;
  }

  private forgetIdle(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.level - ((now - bucket.at) / 1000) * this.perSecond <= 0) this.buckets.delete(address);
    }
  }
}
