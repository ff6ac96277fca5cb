import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { answerTypesAsDrizzle, DRIZZLE_TEXT_TYPES } from './prepared';
import { querySimply } from './simple-protocol';
import { registerListen } from './channel-hub';
import { pgliteListen, postgresListen, type Listen } from './listen';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema/index';
import { count, countersOn } from '@/lib/server/perf/counters';
import { logTables, tableLogOn } from '@/lib/server/perf/table-log';

/** The drizzle database of the portal, the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of the portal's database (the same type for PGlite and PostgreSQL): the one Tx every module names. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database: queries go through `db`; `close` must be called once at shutdown. */
export interface AppDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a NOTIFY channel (the notification hub): PGlite's own connection, or a dedicated PostgreSQL connection. */
  listen: Listen;
  close(): Promise<void>;
}

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
  /** DATA_DIR; the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** A postgres:// address; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Where the SQL migrations are; defaults to `<cwd>/drizzle` (true both for vitest and for the bundled dist/main.mjs). */
  migrationsFolder?: string | undefined;
}

/**
 * Counts every query for `npm run bench` when APPS_COUNTERS=on (drizzle's logger sees each one), and
 * with APPS_SQL_LOG=on also prints its first 160 characters (to see which queries a page makes).
 */
function queryCounter(): { logger?: { logQuery(query: string): void } } {
  const print = process.env['APPS_SQL_LOG'] === 'on';
  const logQuery = (query: string): void => {
    count('sql');
    if (tableLogOn()) logTables(query);
    if (print) console.log(`SQL ${query.slice(0, 160)}`);
  };
  return countersOn() || tableLogOn() ? { logger: { logQuery } } : {};
}

// Any constant will do; it only has to be the same in every instance migrating the same server.
const MIGRATION_LOCK = 727_001;

/**
 * Opens the database and brings its schema up to date with the migrations in /drizzle
 * (written by `npx drizzle-kit generate`, see drizzle.config.ts).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const migrationsFolder = options.migrationsFolder ?? path.resolve(process.cwd(), 'drizzle');
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder)
    : openPglite(path.join(options.dataDir, 'pglite'), migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<AppDatabase> {
  await mkdir(dataDir, { recursive: true });
  // On a thread of its own (see pglite-thread.ts), with pg_trgm: part search's trigram index (migration 0018 creates the extension).
  const client = (await PGliteThread.open(dataDir)) as PGlite;
  answerTypesAsDrizzle(client);
  querySimply(client, DRIZZLE_TEXT_TYPES);
  const db = drizzlePglite({ client, schema, ...queryCounter() });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  const listen = pgliteListen(client);
  const hubs = registerListen(db, listen);
  return {
    db,
    kind: 'pglite',
    listen,
    async close() {
      if (client.closed) return;
      await hubs.closeHubs();
      // Flush everything to the files in DATA_DIR so the next start finds it without recovery.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<AppDatabase> {
  await migrateWithLock(databaseUrl, migrationsFolder);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  let closed = false;
  const db = drizzlePostgres({ client: pool, schema, ...queryCounter() });
  const listen = postgresListen(databaseUrl);
  const hubs = registerListen(db, listen);
  return {
    db,
    kind: 'postgres',
    listen,
    async close() {
      if (closed) return;
      closed = true;
      await hubs.closeHubs();
      await pool.end();
    },
  };
}

/** Migrates on one connection holding an advisory lock, so several instances starting together migrate once. */
async function migrateWithLock(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
