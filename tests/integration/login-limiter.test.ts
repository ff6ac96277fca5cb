import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { ACCOUNT_POLICY, LoginLimiter, lockMs, PAIR_POLICY } from '@/lib/server/idp/login-limiter';
import { scratchDatabase } from './helpers/seeded-database';

const clock = { now: Date.UTC(2026, 0, 5, 6, 0, 0) };

/** The limiter's waits over time (a clock of the test's own), on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
function defineLimiterSuite(serverUrl: string | undefined): void {
  let dataDir: string;
  let database: AppDatabase;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'apps-limiter-'));
    scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
    database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const limiter = (): LoginLimiter => new LoginLimiter(database.db, { now: () => clock.now });
  const unique = (name: string) => `${name}-${serverUrl ? 'pg' : 'lite'}-${clock.now}@example.com`;

  it('lets 5 attempts from one address through, then makes that address wait 30 s, 1 min, 2 min... at most 15 min', async () => {
    const email = unique('a');
    for (let i = 0; i < 5; i += 1) expect((await limiter().attempt(email, '10.0.0.1')).ticket).toBeDefined();
    expect((await limiter().attempt(email, '10.0.0.1')).waitMs).toBe(30_000);
    clock.now += 30_000;
    expect((await limiter().attempt(email, '10.0.0.1')).ticket).toBeDefined();
    expect((await limiter().attempt(email, '10.0.0.1')).waitMs).toBe(60_000);
    expect([5, 6, 7, 8, 9, 10, 20].map((n) => lockMs(PAIR_POLICY, n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    // A second instance over the same database sees the same wait.
    expect((await new LoginLimiter(database.db, { now: () => clock.now }).attempt(email, '10.0.0.1')).waitMs).toBe(60_000);
  });

  it('ends the count of an account at its right password', async () => {
    const email = unique('b');
    let last = await limiter().attempt(email, '10.0.0.2');
    for (let i = 0; i < 4; i += 1) last = await limiter().attempt(email, '10.0.0.2');
    await limiter().succeeded(last.ticket!);
    for (let i = 0; i < 5; i += 1) expect((await limiter().attempt(email, '10.0.0.2')).ticket).toBeDefined();
  });

  it('makes an account guessed from many addresses wait a minute at most, and forgets stale failures', async () => {
    const email = unique('c');
    for (let i = 0; i < ACCOUNT_POLICY.freeFailures; i += 1) expect((await limiter().attempt(email, `10.1.0.${i}`)).ticket).toBeDefined();
    expect((await limiter().attempt(email, '10.1.1.1')).waitMs).toBe(60_000);
    clock.now += 60_000;
    expect((await limiter().attempt(email, '10.1.1.1')).ticket).toBeDefined();
    clock.now += ACCOUNT_POLICY.forgetAfterMs + 1;
    for (let i = 0; i < 10; i += 1) expect((await limiter().attempt(email, `10.2.0.${i}`)).ticket).toBeDefined();
  });

  it('deletes counts a day old, and familiar addresses after 30 days', async () => {
    const email = unique('d');
    const ticket = (await limiter().attempt(email, '10.3.0.1')).ticket!;
    await limiter().succeeded(ticket);
    await limiter().attempt(email, '10.3.0.2');
    const keys = async () => (await database.db.query.loginThrottle.findMany()).map((row) => row.key).filter((key) => key.includes(email));
    clock.now += 25 * 60 * 60_000;
    await limiter().prune();
    expect(await keys()).toEqual([`known:${email}|10.3.0.1`]);
    clock.now += 30 * 24 * 60 * 60_000;
    await limiter().prune();
    expect(await keys()).toEqual([]);
  });
}

describe('LoginLimiter over time (PGlite)', () => defineLimiterSuite(undefined));

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('LoginLimiter over time (PostgreSQL)', () => defineLimiterSuite(postgresUrl));
