import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { databaseAt, onServer, runTemplate } from './db-template';
import { stillToday } from './template-day';

/** A seeded database of a test's own, and how to put it away. */
export interface SeededDatabase {
  database: AppDatabase;
  /** DATA_DIR of the database (PGlite keeps its files in `<dataDir>/pglite`); removed by `close`. */
  dataDir: string;
  /** The address of the test's own PostgreSQL database, when on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Closes the database and removes it (drops it on PostgreSQL). */
  close(): Promise<void>;
}

/** A fresh empty database on a PostgreSQL server (its address), or a copy of `template` there, dropped by `drop`. */
export async function scratchDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `apps_admin_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return { url: databaseAt(serverUrl, name), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A seeded database of the test's own (PGlite when `serverUrl` is undefined, else a database of its own
 * on that PostgreSQL server): a copy of the run's template (db-template.ts) when it is still true to
 * today, else migrated and seeded here. With `fresh` it is always migrated and seeded here: for a test
 * that needs the seed's "now" to be this very moment.
 */
export async function openSeededDatabase(
  serverUrl: string | undefined,
  options: { fresh?: boolean | undefined } = {},
): Promise<SeededDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-admin-'));
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let database: AppDatabase | undefined;
  try {
    const template = options.fresh ? undefined : await currentTemplate(serverUrl);
    if (serverUrl) scratch = await scratchDatabase(serverUrl, template);
    else if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
    database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
    if (!template) await seedIfEmpty(database.db);
  } catch (error) {
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    dataDir,
    databaseUrl: scratch?.url,
    async close() {
      await opened.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new DATA_DIR holding a copy of the run's seeded PGlite database, for a server a test starts
 * itself (`startServer`): it finds the database seeded and seeds nothing. Empty (the server seeds it)
 * when there is no current template.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const template = await currentTemplate(undefined);
  if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * The run's template to copy (a PGlite data directory, or a PostgreSQL template database's name);
 * undefined without the global setup's folder (vitest run without this repository's config) or once
 * a copy would no longer be what a fresh seed gives now.
 */
async function currentTemplate(serverUrl: string | undefined): Promise<string | undefined> {
  const dir = inject('databaseTemplateDir');
  if (!dir) return undefined;
  const made = await runTemplate(dir, serverUrl);
  return stillToday(new Date(made.seededAt)) ? made.template : undefined;
}
