import type { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PgliteSession } from 'drizzle-orm/pglite';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import type { Tx } from '@/lib/server/db/database';
import { logTables, tableLogOn } from '@/lib/server/perf/table-log';
import { quoted, simpleQuery } from './simple-protocol';

/**
 * Statements planned once. PGlite (PostgreSQL in WebAssembly) spends more time planning a join or a
 * union than running it (the materials calls: 1.7 of 2.3 ms CPU for the caller's rights), and its
 * driver plans every query anew; so on PGlite a hot statement is `PREPARE`d once per database
 * session and run with `EXECUTE`, whose arguments are written as SQL literals (a utility statement
 * takes no bind parameters). On PostgreSQL it is an ordinary parameterised query (planning there is
 * cheap, and a pool's connections do not share prepared statements).
 */

/** A statement with $1..$n parameters of the given SQL types. */
export interface PreparedStatement {
  name: string;
  types: readonly ('text' | 'integer' | 'numeric' | 'boolean')[];
  text: string;
  /** Planned once per PostgreSQL connection too (see `prepared`'s `keepPlan`). */
  keepPlan?: boolean;
}

/** Where a statement runs: the database, or a transaction of it (which sends the text with bind parameters). */
export type Queryable = Database | Tx;

/** A value of a statement's parameter. */
export type PreparedValue = string | number | boolean | null;

/**
 * Declares a statement (the name must be unique in the process: `<feature>_<what>`). With `keepPlan`
 * it is a named statement on PostgreSQL as well, parsed and planned once per pooled connection: for a
 * hot statement whose planning costs more than its run (part search: about 1 ms of the server's CPU a
 * search), and whose plan does not depend on its values (PostgreSQL may keep a generic plan, as PGlite does).
 */
export function prepared(
  name: string,
  types: PreparedStatement['types'],
  text: string,
  options: { keepPlan?: boolean } = {},
): PreparedStatement {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Prepared statement name ${name}: lower-case letters, digits and _ only.`);
  return { name, types, text, ...(options.keepPlan ? { keepPlan: true } : {}) };
}

/**
 * A value as an SQL literal: a number must be finite, a string is quoted with its quotes doubled
 * (standard_conforming_strings is on in PostgreSQL 9.1 and later, so backslashes are plain characters).
 * @example literal("O'Brien") // "'O''Brien'"
 */
export function literal(value: PreparedValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  const text = quoted(value);
  if (text === undefined) throw new Error('A text value cannot hold a NUL character.');
  return text;
}

// Per PGlite instance: each statement's PREPARE, done or under way (concurrent first callers wait for the same one).
const preparedIn = new WeakMap<object, Map<string, Promise<unknown>>>();

function sessionOf(db: Queryable): unknown {
  return (db as unknown as { session: unknown }).session;
}

/** Whether the database (or transaction) runs on PGlite. */
export function onPglite(db: Queryable): boolean {
  return is(sessionOf(db), PgliteSession);
}

/**
 * Prepares the statements on a PGlite database, once per database; true when they are (then
 * `runPrepared` may EXECUTE them, also inside a transaction of this database). False on PostgreSQL,
 * and when `db` is a transaction (its PGlite session cannot be told from another database's).
 * PostgreSQL keeps a prepared statement through a rollback, PGlite too.
 */
export async function prepareStatements(db: Queryable, statements: readonly PreparedStatement[]): Promise<boolean> {
  if (!onPglite(db) || is(db, PgTransaction)) return false;
  const client = (sessionOf(db) as { client: object }).client;
  let done = preparedIn.get(client);
  if (!done) {
    preparedIn.set(client, (done = new Map()));
    answerTypesAsDrizzle(client as PgliteClient);
  }
  const waits: Promise<unknown>[] = [];
  for (const statement of statements) {
    let preparing = done.get(statement.name);
    if (!preparing) {
      const types = statement.types.length > 0 ? `(${statement.types.join(', ')})` : '';
      // Promise.resolve: drizzle's query runs once per then(), it must run once.
      preparing = Promise.resolve(db.execute(sql.raw(`prepare ${statement.name}${types} as ${statement.text}`)));
      // A failed PREPARE is tried again by the next caller.
      preparing.catch(() => done.delete(statement.name));
      done.set(statement.name, preparing);
    }
    waits.push(preparing);
  }
  await Promise.all(waits);
  return true;
}

/** What of a PGlite instance `answerTypesAsDrizzle` changes. */
type PgliteClient = { parsers: Record<number | string, (value: string, type?: number) => unknown> };

// As drizzle asks PGlite for rows: dates, times and intervals (and arrays of them, and numeric[]) as the text PostgreSQL sends.
const RAW = (value: string): string => value;
/** The oids whose values drizzle asks for as text (PGlite's `parsers` option on every query; node-postgres's type parsers): dates, times, intervals, their arrays and numeric[]. */
export const DRIZZLE_TEXT_TYPES: ReadonlySet<number> = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);

/**
 * Makes a PGlite instance answer dates, times and intervals as text by default, as drizzle asks for
 * them on each of its queries. A query that passes its own `parsers` makes PGlite copy its whole
 * table of about 320 parsers (0.1 to 0.2 ms of CPU per query); with these defaults
 * `runPrepared` passes none. Drizzle's queries keep passing theirs, with the same effect.
 */
export function answerTypesAsDrizzle(client: PgliteClient): void {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = RAW;
}

/**
 * Runs a statement; its rows. `ready` is what `prepareStatements` answered for the root database:
 * when true it EXECUTEs the prepared statement in PGlite's simple protocol (one message, no parse or
 * describe step: about 0.2 ms of CPU instead of 0.7 ms through the extended protocol), with
 * the same value parsing as drizzle; else it sends the text with bind parameters.
 */
export async function runPrepared<Row extends Record<string, unknown>>(
  db: Queryable,
  statement: PreparedStatement,
  values: readonly PreparedValue[],
  ready: boolean,
): Promise<Row[]> {
  if (tableLogOn()) logTables(statement.text);
  if (ready) {
    // No options: the instance's parsers already answer as drizzle's (see answerTypesAsDrizzle).
    const results = await simpleQuery((sessionOf(db) as { client: PGlite }).client, executeText(db, statement, values));
    return (results.at(-1)?.rows ?? []) as Row[];
  }
  checkValues(statement, values);
  if (statement.keepPlan && !onPglite(db)) return runNamed<Row>(db, statement, values);
  const chunks = statement.text.split(/\$(\d+)/);
  const query: SQL = sql.join(
    chunks.map((chunk, i) =>
      i % 2 === 1 ? sql`${values[Number(chunk) - 1]}::${sql.raw(statement.types[Number(chunk) - 1]!)}` : sql.raw(chunk),
    ),
    sql.raw(''),
  );
  return runInline<Row>(db, query);
}

// As drizzle's node-postgres driver parses answers: the same types as text, as on PGlite.
const pgAnswerTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    DRIZZLE_TEXT_TYPES.has(oid) ? RAW : pg.types.getTypeParser(oid, format ?? 'text'),
};
// Each statement's text with its parameters' types written in ($1::text), once.
const typedTexts = new Map<string, string>();

/** Runs a `keepPlan` statement on PostgreSQL as a named statement of the pool's (or transaction's) connection. */
async function runNamed<Row>(db: Queryable, statement: PreparedStatement, values: readonly PreparedValue[]): Promise<Row[]> {
  let text = typedTexts.get(statement.name);
  if (text === undefined) {
    text = statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${n}::${statement.types[Number(n) - 1]!}`);
    typedTexts.set(statement.name, text);
  }
  const session = (db as unknown as { session: { client: pg.Pool | pg.PoolClient; logger?: { logQuery(q: string, p: unknown[]): void } } })
    .session;
  session.logger?.logQuery(text, [...values]);
  const result = await session.client.query<Row & pg.QueryResultRow>({
    name: statement.name,
    text,
    values: [...values],
    types: pgAnswerTypes,
  });
  return result.rows;
}

function checkValues(statement: PreparedStatement, values: readonly PreparedValue[]): void {
  if (values.length !== statement.types.length)
    throw new Error(`${statement.name} takes ${statement.types.length} values, got ${values.length}.`);
}

/**
 * The `EXECUTE` of a statement prepared on PGlite, its values as SQL literals (counted by the
 * database's query logger, as drizzle's queries are).
 * @example executeText(db, READ, ['118201']) // "execute materials_issue_read('118201'::text)"
 */
export function executeText(db: Queryable, statement: PreparedStatement, values: readonly PreparedValue[]): string {
  checkValues(statement, values);
  const args = values.map((v, i) => `${literal(v)}::${statement.types[i]}`).join(', ');
  const text = args ? `execute ${statement.name}(${args})` : `execute ${statement.name}`;
  const logger = (db as unknown as { session?: { logger?: { logQuery(query: string, params: unknown[]): void } } }).session?.logger;
  logger?.logQuery(text, []);
  return text;
}

/** Prepares a statement (once per database, see `prepareStatements`) and runs it; its rows. In a transaction, its text with bind parameters. */
export async function runStatement<Row extends Record<string, unknown>>(
  db: Queryable,
  statement: PreparedStatement,
  values: readonly PreparedValue[],
): Promise<Row[]> {
  return runPrepared<Row>(db, statement, values, await prepareStatements(db, [statement]));
}

/**
 * A statement in two variants by plant filter, [every plant, one plant], named `<name>_all` and
 * `<name>_plant`: a plan kept for every value (PGlite's PREPARE) cannot use a plant index through
 * `(plant_id = $n or $n is null)`, so the one-plant variant writes its condition in.
 */
export function preparedByPlant(
  name: string,
  types: (onePlant: boolean) => PreparedStatement['types'],
  text: (onePlant: boolean) => string,
): readonly [PreparedStatement, PreparedStatement] {
  return [prepared(`${name}_all`, types(false), text(false)), prepared(`${name}_plant`, types(true), text(true))];
}

/**
 * One page of a list: `count` run with `values`, `rows` with the page's limit and offset and then
 * `values`, both sent together (the database answers them in one wait of the page instead of two).
 */
export async function runPage<Row extends Record<string, unknown>>(
  db: Database,
  statements: { count: PreparedStatement; rows: PreparedStatement },
  values: readonly PreparedValue[],
  page: number,
  pageSize: number,
): Promise<{ items: Row[]; total: number; page: number; pageSize: number }> {
  const [[total], items] = await Promise.all([
    runStatement<{ n: number }>(db, statements.count, values),
    runStatement<Row>(db, statements.rows, [pageSize, (page - 1) * pageSize, ...values]),
  ]);
  return { items, total: Number(total?.n ?? 0), page, pageSize };
}

/**
 * A timestamp column written as `Date.toISOString()` writes it (UTC, milliseconds) by the database,
 * for a statement's text: its timestamps come back as PostgreSQL's text, as drizzle asks for them.
 * @example isoText('w.created_at') // to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
 */
export const isoText = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Runs a query built with drizzle's `sql` (a shape that varies, such as a list's filters and order);
 * its rows by column name. On PGlite, outside a transaction, it goes through the simple protocol as
 * every plain query does (see `querySimply`).
 * @example await runInline<{ id: number }>(db, sql`select id from records where type = ${type} limit 25`)
 */
export async function runInline<Row extends Record<string, unknown>>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
}
