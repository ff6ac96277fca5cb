import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../src/lib/server/db/database';
import { prepareStatements, prepared, runPrepared } from '../../src/lib/server/db/prepared';

// A prepared statement on PGlite (EXECUTE, simple protocol, no per-query parsers) answers each type as drizzle's own queries do.
const TYPES = prepared('test_prepared_types', ['text'], `
  select $1 as t, 7::integer as i, 1.5::numeric as n, true as b, '{"a":1}'::jsonb as j, date '2026-11-22' as d,
    timestamp '2026-11-22 10:30:00' as ts, timestamptz '2026-11-22 10:30:00+00' as tz, interval '2 days' as iv,
    array[date '2026-11-22'] as ds, array[1.5::numeric] as ns`);

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
  const viaDrizzle = ((await database.db.execute(sql.raw(TYPES.text.replace('$1', `'O''Brien'::text`)))) as unknown as { rows: unknown[] }).rows[0];
  expect(fast).toEqual(viaDrizzle);
  expect(slow).toEqual(viaDrizzle);
  expect(fast).toMatchObject({ t: "O'Brien", i: 7, b: true, j: { a: 1 }, d: '2026-11-22', ts: '2026-11-22 10:30:00', iv: '2 days' });
  expect(typeof fast!['tz']).toBe('string');
  // Inside a transaction too (the materials issue runs its statements there).
  const inTx = await database.db.transaction(async (tx) => runPrepared(tx as never, TYPES, ["O'Brien"], ready));
  expect(inTx[0]).toEqual(viaDrizzle);
});
