import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, boolean as pgBoolean } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { inlineParams, quoted, replacePlaceholders } from '@/lib/server/db/simple-protocol';

describe('inlineParams (values written into a statement as quoted literals)', () => {
  it('quotes every kind of value it takes, and no other', () => {
    expect(quoted("O'Brien")).toBe("'O''Brien'");
    expect(quoted('C:\\temp')).toBe("'C:\\temp'");
    expect(quoted(25)).toBe("'25'");
    expect(quoted(-1.5)).toBe("'-1.5'");
    expect(quoted(true)).toBe("'t'");
    expect(quoted(null)).toBe('null');
    for (const other of [Number.NaN, Infinity, 10n, new Date(0), new Uint8Array(1), ['a'], { a: 1 }, 'a\0b'])
      expect(quoted(other)).toBeUndefined();
  });

  it('replaces placeholders only outside literals, identifiers and comments', () => {
    expect(inlineParams(`select "a$1", '$1' || $1 -- $1\n, /* $2 */ $2`, ['x', 2])).toBe(`select "a$1", '$1' || 'x' -- $1\n, /* $2 */ '2'`);
    expect(inlineParams(`select 'it''s', $1`, ["it's"])).toBe(`select 'it''s', 'it''s'`);
    expect(inlineParams('select $1 limit $2', ['a', 25])).toBe("select 'a' limit '25'");
    expect(inlineParams('select 1;  ', [])).toBe('select 1;  ');
  });

  it('keeps the parameters where it cannot be sure of the text or the values', () => {
    expect(inlineParams('select $$ $1 $$', ['x'])).toBeNull();
    expect(inlineParams(`select E'\\' $1'`, ['x'])).toBeNull();
    expect(inlineParams('select $1; drop table plants', ['x'])).toBeNull();
    expect(inlineParams('select $1, $2', ['x'])).toBeNull();
    expect(inlineParams('select $1', ['x', 'y'])).toBeNull();
    expect(inlineParams('select $1', [new Date()])).toBeNull();
    expect(replacePlaceholders(`select 'open`, () => 'x')).toBeNull();
  });
});

const notes = pgTable('simple_protocol_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  done: pgBoolean('done').notNull(),
  meta: jsonb('meta').$type<{ n: number }>(),
});

describe('queries on PGlite outside a transaction', () => {
  let database: AppDatabase;
  let dir: string;
  let client: PGlite;
  // The first byte of each message sent into PostgreSQL: Q a simple query, P B D E S the extended protocol's steps.
  const sent: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'apps-simple-'));
    database = await openDatabase({ dataDir: dir });
    client = (database.db as unknown as { session: { client: PGlite } }).session.client;
    // Notes each message PGlite sends (the real call sends it).
    const stream = client.execProtocolStream.bind(client);
    client.execProtocolStream = ((message: Uint8Array, options) => {
      sent.push(String.fromCharCode(message[0]!));
      return stream(message, options);
    }) as PGlite['execProtocolStream'];
    await database.db.execute(
      sql.raw('create table simple_protocol_notes (id integer primary key, body text not null, done boolean not null, meta jsonb)'),
    );
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const awkward = ["O'Brien's \\n note", "x'); drop table simple_protocol_notes; --", 'ñandú 5" pipe', ''];

  it('are sent as one simple query, in one trip, and answer what the same query answers in a transaction (extended protocol)', async () => {
    await database.db.insert(notes).values(awkward.map((body, i) => ({ id: i + 1, body, done: i % 2 === 0, meta: { n: i } })));
    const read = (db: typeof database.db) =>
      db
        .select({ id: notes.id, body: notes.body, done: notes.done, meta: notes.meta, twice: sql<number>`${notes.id} * ${2}` })
        .from(notes)
        .where(and(gte(notes.id, 1), eq(notes.done, true)))
        .orderBy(notes.id)
        .limit(10)
        .offset(0);
    sent.length = 0;
    const outside = await read(database.db);
    expect(sent).toEqual(['Q']);
    sent.length = 0;
    const inside = await database.db.transaction(async (tx) => read(tx as unknown as typeof database.db));
    expect(sent).toEqual(expect.arrayContaining(['P', 'B', 'E', 'S']));
    expect(outside).toEqual(inside);
    expect(outside).toEqual([
      { id: 1, body: awkward[0], done: true, meta: { n: 0 }, twice: 2 },
      { id: 3, body: awkward[2], done: true, meta: { n: 2 }, twice: 6 },
    ]);
  });

  it('store a value that tries to end its literal as the text it is', async () => {
    const [row] = await database.db.select().from(notes).where(eq(notes.body, awkward[1]!));
    expect(row).toMatchObject({ id: 2, body: awkward[1] });
    expect((await database.db.select({ id: notes.id }).from(notes)).length).toBe(4);
  });

  it('refuse what PostgreSQL refuses, with its own code', async () => {
    await expect(database.db.insert(notes).values({ id: 1, body: 'again', done: false })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    await expect(
      database.db
        .select()
        .from(notes)
        .where(sql`${notes.id} = ${'one'}`),
    ).rejects.toMatchObject({ cause: { code: '22P02' } });
  });
});
