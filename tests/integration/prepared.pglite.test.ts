import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { executeText, prepareStatements, prepared, runPrepared } from '@/lib/server/db/prepared';
import { pgliteAlone } from '@/lib/server/db/pglite-alone';

// A prepared statement on PGlite (EXECUTE, simple protocol, no per-query parsers) answers each type as drizzle's own queries do.
const TYPES = prepared(
  'test_prepared_types',
  ['text'],
  `
  select $1 as t, 7::integer as i, 1.5::numeric as n, true as b, '{"a":1}'::jsonb as j, date '2026-11-22' as d,
    timestamp '2026-11-22 10:30:00' as ts, timestamptz '2026-11-22 10:30:00+00' as tz, interval '2 days' as iv,
    array[date '2026-11-22'] as ds, array[1.5::numeric] as ns`,
);

let database: AppDatabase;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'apps-prepared-'));
  database = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers an EXECUTEd statement with the values drizzle gives for the same query (dates and times as text)', async () => {
  const ready = await prepareStatements(database.db, [TYPES]);
  expect(ready).toBe(true);
  const [fast] = await runPrepared(database.db, TYPES, ["O'Brien"], true);
  const [slow] = await runPrepared(database.db, TYPES, ["O'Brien"], false);
  const viaDrizzle = ((await database.db.execute(sql.raw(TYPES.text.replace('$1', `'O''Brien'::text`)))) as unknown as { rows: unknown[] })
    .rows[0];
  expect(fast).toEqual(viaDrizzle);
  expect(slow).toEqual(viaDrizzle);
  expect(fast).toMatchObject({ t: "O'Brien", i: 7, b: true, j: { a: 1 }, d: '2026-11-22', ts: '2026-11-22 10:30:00', iv: '2 days' });
  expect(typeof fast!['tz']).toBe('string');
  // Inside a transaction too (the materials issue runs its statements there).
  const inTx = await database.db.transaction(async (tx) => runPrepared(tx as never, TYPES, ["O'Brien"], ready));
  expect(inTx[0]).toEqual(viaDrizzle);
});

it('prepares a statement once for concurrent first callers, and each finds it prepared', async () => {
  const ONE = prepared('test_prepared_race', [], 'select 1 as one');
  const answers = await Promise.all(
    Array.from({ length: 5 }, async () => {
      expect(await prepareStatements(database.db, [ONE])).toBe(true);
      return pgliteAlone(database.db)!(async (send) => {
        const results = await send(`begin; ${executeText(database.db, ONE, [])}`);
        await send('commit');
        return results.at(-1)!.rows;
      });
    }),
  );
  expect(answers).toEqual(Array.from({ length: 5 }, () => [{ one: 1 }]));
});

describe('pgliteAlone (a short transaction in as few messages as it has steps)', () => {
  const count = async () =>
    Number(
      ((await database.db.execute(sql.raw('select count(*)::int as n from alone_test'))) as unknown as { rows: { n: number }[] }).rows[0]!
        .n,
    );

  beforeAll(async () => {
    await database.db.execute(sql.raw('create table alone_test (id integer primary key)'));
  });

  it('commits what the last message commits, and is not offered inside a transaction', async () => {
    const alone = pgliteAlone(database.db)!;
    expect(alone).not.toBeNull();
    const answer = await alone(async (send) => {
      const [, inserted] = await send('begin; insert into alone_test values (1) returning id');
      await send('insert into alone_test values (2); commit');
      return inserted!.rows;
    });
    expect(answer).toEqual([{ id: 1 }]);
    expect(await count()).toBe(2);
    await database.db.transaction(async (tx) => expect(pgliteAlone(tx as never)).toBeNull());
  });

  it('rolls back when the work throws, when a statement fails and when the work leaves its transaction open', async () => {
    const alone = pgliteAlone(database.db)!;
    await expect(
      alone(async (send) => {
        await send('begin; insert into alone_test values (3)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(
      alone(async (send) => {
        await send('begin; insert into alone_test values (4)');
        await send('insert into alone_test values (1); commit'); // duplicate key: the commit never runs
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      alone(async (send) => {
        await send('begin; insert into alone_test values (5)');
      }),
    ).rejects.toThrow('left its transaction open');
    expect(await count()).toBe(2);
    // The database is left with no transaction in progress: a later statement commits on its own.
    await database.db.execute(sql.raw('insert into alone_test values (6)'));
    expect(await count()).toBe(3);
  });

  it('holds the database alone: a query sent meanwhile runs after the commit, never inside the transaction', async () => {
    const alone = pgliteAlone(database.db)!;
    let other: Promise<number> | undefined;
    await alone(async (send) => {
      await send('begin; delete from alone_test');
      other = count();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await send('insert into alone_test values (7); commit');
    });
    expect(await other).toBe(1);
  });
});
