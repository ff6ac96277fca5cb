import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { ACCOUNT_POLICY, ADDRESS_POLICY, LoginLimiter, lockMs } from './login-limiter';

let dataDir: string;
let database: AppDatabase;
const clock = { now: Date.UTC(2026, 0, 5, 6, 0, 0) };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'apps-limiter-'));
  database = await openDatabase({ dataDir });
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const limiter = (): LoginLimiter => new LoginLimiter(database.db, { now: () => clock.now });

describe('LoginLimiter (counts in the database)', () => {
  it('locks an account after five failures, whatever address each came from, and only that account', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await limiter().lockedFor('a@example.com', `10.0.0.${i}`)).toBe(0);
      await limiter().recordFailure('a@example.com', `10.0.0.${i}`);
    }
    expect(await limiter().lockedFor('a@example.com', '10.9.9.9')).toBe(30_000);
    expect(await limiter().lockedFor('b@example.com', '10.0.0.1')).toBe(0);
  });

  it('is seen by a second instance over the same database', async () => {
    const other = new LoginLimiter(database.db, { now: () => clock.now });
    expect(await other.lockedFor('a@example.com', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('doubles the lock with each further failure, up to fifteen minutes', async () => {
    clock.now += 30_000;
    expect(await limiter().lockedFor('a@example.com', '10.0.0.1')).toBe(0);
    await limiter().recordFailure('a@example.com', '10.0.0.1');
    expect(await limiter().lockedFor('a@example.com', '10.0.0.1')).toBe(60_000);
    expect([5, 6, 7, 8, 9, 10, 20].map((n) => lockMs(ACCOUNT_POLICY, n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('forgets the account failures after a successful sign-in', async () => {
    await limiter().reset('a@example.com');
    expect(await limiter().lockedFor('a@example.com', '10.0.0.1')).toBe(0);
  });

  it('limits one address that tries many accounts, with room for a plant behind one NAT address', async () => {
    for (let i = 0; i < ADDRESS_POLICY.freeFailures - 1; i += 1) await limiter().recordFailure(`user${i}@example.com`, '192.0.2.7');
    expect(await limiter().lockedFor('someone@example.com', '192.0.2.7')).toBe(0);
    await limiter().recordFailure('last@example.com', '192.0.2.7');
    expect(await limiter().lockedFor('someone@example.com', '192.0.2.7')).toBe(60_000);
    expect(await limiter().lockedFor('someone@example.com', '192.0.2.8')).toBe(0);
  });

  it('starts the count again once the failures are stale, and prunes day-old rows', async () => {
    clock.now += 2 * 60 * 60_000;
    for (let i = 0; i < 4; i += 1) await limiter().recordFailure('c@example.com', '10.1.1.1');
    clock.now += ACCOUNT_POLICY.forgetAfterMs + 1;
    await limiter().recordFailure('c@example.com', '10.1.1.1');
    expect(await limiter().lockedFor('c@example.com', '10.1.1.2')).toBe(0);
    clock.now += 25 * 60 * 60_000;
    await limiter().prune();
    const rows = await database.db.query.loginThrottle.findMany();
    expect(rows).toEqual([]);
  });
});
