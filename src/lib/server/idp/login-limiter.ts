import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { loginThrottle } from '@/lib/server/db/schema/login-throttle';

/** How one kind of key is limited: free failures, then a lock that doubles with each further failure. */
export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  firstLockMs: number;
  /** The longest lock, so one attacker cannot keep an account (or a plant's NAT) out for long. */
  maxLockMs: number;
  /** Failures older than this are forgotten (the count starts again). */
  forgetAfterMs: number;
}

/** Per account: 5 free failures, then 30 s, 1 min, 2 min... at most 15 min. */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5, firstLockMs: 30_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
/** Per client address: generous, as a whole plant may sign in through one NAT address. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 50, firstLockMs: 60_000, maxLockMs: 15 * 60_000, forgetAfterMs: 15 * 60_000 };

/** The lock after `failures` failures in a row under `policy`, in ms (0 while free). */
export function lockMs(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** Math.min(failures - policy.freeFailures, 30));
}

const KEY_LIMIT = 400;
const accountKey = (email: string): string => `account:${email}`.slice(0, KEY_LIMIT);
const addressKey = (address: string): string => `address:${address}`.slice(0, KEY_LIMIT);

/**
 * Failed sign-ins per account and per client address, counted in the database so every instance
 * behind a load balancer sees the same counts. After an account's free failures each further one
 * locks it for twice as long (capped); the address limit is high, for plants behind one NAT address.
 * @example
 * const limiter = new LoginLimiter(db);
 * if (await limiter.lockedFor('a@example.com', '10.0.0.1')) refuse(); else await limiter.recordFailure('a@example.com', '10.0.0.1');
 */
export class LoginLimiter {
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: { now?: () => number; account?: ThrottlePolicy; address?: ThrottlePolicy } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.account = options.account ?? ACCOUNT_POLICY;
    this.address = options.address ?? ADDRESS_POLICY;
  }

  private readonly account: ThrottlePolicy;
  private readonly address: ThrottlePolicy;

  /** How many ms the account or the address is still locked for (0: it may try). */
  async lockedFor(email: string, address: string): Promise<number> {
    const now = new Date(this.now());
    const rows = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(and(inArray(loginThrottle.key, [accountKey(email), addressKey(address)]), gt(loginThrottle.lockedUntil, now)));
    return Math.max(0, ...rows.map((row) => (row.lockedUntil?.getTime() ?? 0) - now.getTime()));
  }

  /** Counts one failed sign-in against the account and the address, and locks them when due. */
  async recordFailure(email: string, address: string): Promise<void> {
    await this.count(accountKey(email), this.account);
    await this.count(addressKey(address), this.address);
  }

  /** Forgets the account's failures after a successful sign-in (the address keeps its count). */
  async reset(email: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
  }

  /** Deletes the rows of keys that have not failed for a day. */
  async prune(): Promise<void> {
    await this.db.delete(loginThrottle).where(lt(loginThrottle.lastFailureAt, new Date(this.now() - 24 * 60 * 60_000)));
  }

  private async count(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = new Date(this.now());
    const staleBefore = new Date(now.getTime() - policy.forgetAfterMs);
    // One statement, so concurrent failures on several instances each count.
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.lastFailureAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottle.failures });
    const lock = lockMs(policy, row?.failures ?? 1);
    if (lock > 0) {
      await this.db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + lock) })
        .where(eq(loginThrottle.key, key));
    }
  }
}
