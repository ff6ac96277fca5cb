/** Options of a `LoginLimiter`. */
export interface LoginLimiterOptions {
  /** Failed attempts allowed within the window before further attempts are refused. */
  maxFailures: number;
  windowMs: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

/**
 * Counts failed sign-ins per key (e-mail + client IP) over a sliding window, in memory.
 * In memory is enough for the embedded provider (one process); several instances would each count
 * their own attempts, so a shared store would be needed there.
 * @example
 * const limiter = new LoginLimiter({ maxFailures: 5, windowMs: 60_000 });
 * limiter.recordFailure('a@example.com|10.0.0.1'); limiter.isLimited('a@example.com|10.0.0.1') // false
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: LoginLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether the key has used up its failed attempts within the window. */
  isLimited(key: string): boolean {
    return this.recent(key).length >= this.options.maxFailures;
  }

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** Forgets the key's failures (after a successful sign-in). */
  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Drops keys whose failures are all older than the window, so memory stays bounded. */
  prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
