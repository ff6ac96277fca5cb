import { and, eq, gt, isNull, like, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { loginThrottle } from '@/lib/server/db/schema/login-throttle';

/** How one kind of key is limited: free attempts, then a wait that doubles with each further failure. */
export interface ThrottlePolicy {
  /** Failed attempts allowed before the first wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  firstLockMs: number;
  /** The longest wait. */
  maxLockMs: number;
  /** Failures older than this are forgotten (the count starts again). */
  forgetAfterMs: number;
}

/** One account from one address (the guessing attacker's own key): 5 free, then 30 s, 1, 2, 4... at most 15 min. */
export const PAIR_POLICY: ThrottlePolicy = { freeFailures: 5, firstLockMs: 30_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
/** One account from any unfamiliar address (guessing spread over many addresses): 20 free, then one try a minute. */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 20, firstLockMs: 60_000, maxLockMs: 60_000, forgetAfterMs: 60 * 60_000 };
/** One address trying accounts unfamiliar there (password spraying): 100 free in 15 min, then 1, 2, 4... at most 15 min. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 100,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 15 * 60_000,
};
/** How long an address an account signed in from stays familiar to it. */
export const FAMILIAR_MS = 30 * 24 * 60 * 60_000;

/** The wait after the `attempt`-th failure in a row under `policy`, in ms (0 while free). */
export function lockMs(policy: ThrottlePolicy, attempt: number): number {
  if (attempt < policy.freeFailures) return 0;
  return Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** Math.min(attempt - policy.freeFailures, 30));
}

const KEY_LIMIT = 400;
const keyOf = (kind: string, value: string): string => `${kind}:${value}`.slice(0, KEY_LIMIT);

/** An attempt the limiter let through: its password may be checked; tell the limiter how it ended. */
export interface Ticket {
  email: string;
  address: string;
  /** Whether the account signed in from this address before (the account and address limits skip it). */
  familiar: boolean;
}

/** What the limiter says of an attempt: go ahead, or wait. */
export type Admission = { ticket: Ticket; waitMs?: undefined } | { ticket?: undefined; waitMs: number };

/**
 * Failed sign-ins counted in the database, so every instance sees the same counts, and counted before the
 * password is checked: each attempt takes its place in one conditional UPDATE, which PostgreSQL (and
 * PGlite) runs one at a time per key, so simultaneous attempts cannot all pass a limit they see unreached.
 * Three keys: the account from this address (always), the account from anywhere and the address for any
 * account (both skipped where the account signed in before: a plant's regular users are never slowed by
 * an attack on them, nor by one from their own network's address).
 * @example
 * const admission = await limiter.attempt('a@example.com', '10.0.0.1');
 * if (admission.waitMs !== undefined) refuse(admission.waitMs);
 * else if (passwordIsRight) await limiter.succeeded(admission.ticket);
 */
export class LoginLimiter {
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Takes an attempt's place under every limit that applies, or says how long to wait (nothing is counted then). */
  async attempt(email: string, address: string): Promise<Admission> {
    const pair = keyOf('pair', `${email}|${address}`);
    const pairWait = await this.take(pair, PAIR_POLICY);
    if (pairWait > 0) return { waitMs: pairWait };
    const familiar = await this.isFamiliar(email, address);
    if (!familiar) {
      for (const [key, policy] of [
        [keyOf('account', email), ACCOUNT_POLICY],
        [keyOf('address', address), ADDRESS_POLICY],
      ] as const) {
        const wait = await this.take(key, policy);
        if (wait > 0) {
          // Refused by a wider limit: the account's own count from here is given back, and so is the account's.
          await this.giveBack(pair, PAIR_POLICY);
          if (policy === ADDRESS_POLICY) await this.giveBack(keyOf('account', email), ACCOUNT_POLICY);
          return { waitMs: wait };
        }
      }
    }
    return { ticket: { email, address, familiar } };
  }

  /** A right password: the account's counts end, the address's place is given back, and the address becomes familiar. */
  async succeeded(ticket: Ticket): Promise<void> {
    const now = new Date(this.now());
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf('pair', `${ticket.email}|${ticket.address}`)));
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf('account', ticket.email)));
    if (!ticket.familiar) await this.giveBack(keyOf('address', ticket.address), ADDRESS_POLICY);
    await this.db
      .insert(loginThrottle)
      .values({ key: keyOf('known', `${ticket.email}|${ticket.address}`), failures: 0, lastFailureAt: now })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { lastFailureAt: now } });
  }

  /** Deletes the counts not touched for a day, and the familiar addresses not used for 30 days. */
  async prune(): Promise<void> {
    const now = this.now();
    const known = like(loginThrottle.key, 'known:%');
    await this.db
      .delete(loginThrottle)
      .where(
        or(
          and(not(known), lt(loginThrottle.lastFailureAt, new Date(now - 24 * 60 * 60_000))),
          and(known, lt(loginThrottle.lastFailureAt, new Date(now - FAMILIAR_MS))),
        ),
      );
  }

  private async isFamiliar(email: string, address: string): Promise<boolean> {
    const rows = await this.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(
        and(
          eq(loginThrottle.key, keyOf('known', `${email}|${address}`)),
          gt(loginThrottle.lastFailureAt, new Date(this.now() - FAMILIAR_MS)),
        ),
      );
    return rows.length > 0;
  }

  /**
   * Counts one attempt under `key` unless the key is waiting: 0 when counted (the attempt may go on), else
   * the ms left to wait. The count and the wait it brings are one UPDATE whose WHERE is re-checked on the
   * row's latest version when attempts race, so exactly the free attempts pass.
   */
  private async take(key: string, policy: ThrottlePolicy): Promise<number> {
    const now = new Date(this.now());
    const at = sql`${now.toISOString()}::timestamptz`;
    await this.db.insert(loginThrottle).values({ key, failures: 0, lastFailureAt: now }).onConflictDoNothing();
    const stale = sql`${new Date(now.getTime() - policy.forgetAfterMs).toISOString()}::timestamptz`;
    const next = sql`(case when ${loginThrottle.lastFailureAt} < ${stale} then 1 else ${loginThrottle.failures} + 1 end)`;
    const taken = await this.db
      .update(loginThrottle)
      .set({ failures: next, lastFailureAt: now, lockedUntil: lockUntil(at, next, policy) })
      .where(and(eq(loginThrottle.key, key), or(isNull(loginThrottle.lockedUntil), lte(loginThrottle.lockedUntil, now))))
      .returning({ failures: loginThrottle.failures });
    if (taken.length > 0) return 0;
    const [row] = await this.db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
    return Math.max(1, (row?.lockedUntil?.getTime() ?? 0) - now.getTime());
  }

  /** Gives back a place taken for an attempt that was not a failure (a right password, or refused by a wider limit). */
  private async giveBack(key: string, policy: ThrottlePolicy): Promise<void> {
    const after = sql`greatest(${loginThrottle.failures} - 1, 0)`;
    await this.db
      .update(loginThrottle)
      .set({ failures: after, lockedUntil: sql`case when ${after} >= ${policy.freeFailures}::int then ${loginThrottle.lockedUntil} end` })
      .where(eq(loginThrottle.key, key));
  }
}

/** The wait the attempt numbered `attempt` brings, as SQL: `lockMs` in the database. */
function lockUntil(at: SQL, attempt: SQL, policy: ThrottlePolicy): SQL {
  const over = sql`least(${attempt} - ${policy.freeFailures}::int, 30)`;
  const ms = sql`least(${policy.maxLockMs}::float8, ${policy.firstLockMs}::float8 * power(2, ${over}))`;
  return sql`case when ${attempt} >= ${policy.freeFailures}::int then ${at} + ${ms} * interval '1 millisecond' end`;
}
