import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages, protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { PGliteThread } from '@/lib/server/db/pglite-thread';
import { takeAnswers } from '@/lib/server/perf/answers-first';

/** The rows of a query's answer (drizzle's execute on PGlite answers PGlite's results). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The main thread's timer ticks (every 5 ms) while `work` runs: none when the thread is blocked. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('PGlite on a thread of its own', () => {
  let database: AppDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'apps-pglite-thread-'));
    database = await openDatabase({ dataDir: dir });
    await database.db.execute(sql.raw('create table thread_notes (id integer primary key, body text not null)'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves the main thread free while PostgreSQL works (a long query does not hold up other requests)', async () => {
    const client = (database.db as unknown as { session: { client: unknown } }).session.client;
    expect(client).toBeInstanceOf(PGliteThread);
    // 400 ms of PostgreSQL: on the main thread no timer would fire until it ended.
    const ticks = await ticksDuring(() => database.db.execute(sql.raw('select pg_sleep(0.4)')));
    expect(ticks).toBeGreaterThan(20);
  });

  it('runs a query sent while a transaction holds the database after that transaction, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into thread_notes values (1, 'uncommitted')`));
        inserted();
        await held;
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    await insertedYet;
    let answered = false;
    const read = database.db.execute(sql.raw('select count(*)::int as n from thread_notes')).then((result) => {
      answered = true;
      return rowsOf(result)[0];
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect(await transaction).toBe('rolled back on purpose');
    // Run inside the transaction it would have counted the row that was rolled back.
    expect(await read).toEqual({ n: 0 });
  });

  it("answers queries made together in the order sent, each with its own rows, and PostgreSQL's errors as errors", async () => {
    await database.db.execute(sql.raw(`insert into thread_notes values (2, 'two'), (3, 'three')`));
    const reads = await Promise.all(
      [2, 3, 4, 2].map((id) => database.db.execute(sql`select body from thread_notes where id = ${id}`).then(rowsOf)),
    );
    expect(reads).toEqual([[{ body: 'two' }], [{ body: 'three' }], [], [{ body: 'two' }]]);
    const refused = await database.db.execute(sql.raw(`insert into thread_notes values (2, 'again')`)).catch((error: Error) => error.cause);
    // Read on the thread, the error is PostgreSQL's whole error again, of PGlite's own class.
    expect(refused).toBeInstanceOf(messages.DatabaseError);
    expect(refused).toMatchObject({ code: '23505', constraint: 'thread_notes_pkey', table: 'thread_notes', severity: 'ERROR' });
    expect((refused as Error).message).toMatch(/duplicate key value violates unique constraint "thread_notes_pkey"/);
    // The connection is fine after the error.
    expect(rowsOf(await database.db.execute(sql.raw('select 1 as one')))).toEqual([{ one: 1 }]);
  });

  it('hands over answers that arrived before the event loop came round to them, when the request handler asks', async () => {
    const client = (database.db as unknown as { session: { client: PGliteThread } }).session.client;
    const microtasks = async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    };
    // The main thread busy (no turn of its event loop) until the answer has surely arrived on the port.
    const busy = (take: boolean) => {
      const until = Date.now() + 300;
      while (Date.now() < until) if (take) takeAnswers();
    };
    for (const take of [false, true]) {
      let done = false;
      // Sent at once (the raw call posts before its first await).
      const answer = client.execProtocolRaw(protocol.serialize.query('select 7')).then(() => (done = true));
      busy(take);
      await microtasks();
      expect(done).toBe(take);
      await answer;
    }
  });

  it('refuses queries once closed, and its thread ends', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'apps-pglite-thread-close-'));
    try {
      const db = await PGliteThread.open(own);
      expect((await db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
      await db.close();
      expect(db.closed).toBe(true);
      await expect(db.query('select 1')).rejects.toThrow(/closed/);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});
