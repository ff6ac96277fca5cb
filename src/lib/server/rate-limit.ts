/**
 * A token bucket per key, in this process's memory: `capacity` requests at once, then one more every
 * `refillMs`. For endpoints anyone may call without signing in (a kiosk's pairing start), where the
 * caller's address is the only key. At most `maxKeys` buckets are kept (the least recently used goes),
 * so a flood of addresses cannot grow it without end; a dropped bucket only starts full again.
 * @example
 * const limit = new RateLimit({ capacity: 2, refillMs: 1000 });
 * limit.take('10.0.0.1'); limit.take('10.0.0.1'); // 0, 0
 * limit.take('10.0.0.1') // 1000: wait a second
 */
export class RateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly capacity: number;
  private readonly refillMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: { capacity: number; refillMs: number; maxKeys?: number; now?: () => number }) {
    this.capacity = options.capacity;
    this.refillMs = options.refillMs;
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Takes one request for `key`: 0 when it may go ahead, else how many ms until it may. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const refilled = Math.min(this.capacity, bucket.tokens + (now - bucket.at) / this.refillMs);
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: now });
      return Math.ceil((1 - refilled) * this.refillMs);
    }
    this.buckets.set(key, { tokens: refilled - 1, at: now });
    return 0;
  }
}
