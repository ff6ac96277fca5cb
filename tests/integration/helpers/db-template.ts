import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '@/lib/server/db/database';
import { seedIfEmpty } from '@/lib/server/db/seed';

/** A made template: when it was seeded (the `now` of its seed, ISO) and where it is. */
export interface Template {
  seededAt: string;
  /** The closed PGlite data directory to copy, or the name of the PostgreSQL template database. */
  template: string;
}

/** The file in the run's template folder naming the PostgreSQL template database, once one is made. */
export const POSTGRES_TEMPLATE_FILE = 'postgres.json';

/**
 * The run's template in `dir` (PGlite when `serverUrl` is undefined, else on that PostgreSQL server),
 * made by whichever process asks first (the global setup, or the first test needing it) while the
 * others wait for it: each is migrated and seeded once per run.
 */
export function runTemplate(dir: string, serverUrl: string | undefined): Promise<Template> {
  const name = serverUrl ? `postgres-${createHash('sha256').update(serverUrl).digest('hex').slice(0, 16)}` : 'pglite';
  return once(dir, name, async () => {
    const seededAt = new Date();
    if (!serverUrl) {
      await seedTemplate({ dataDir: path.join(dir, name) }, seededAt);
      return { seededAt: seededAt.toISOString(), template: path.join(dir, name, 'pglite') };
    }
    const template = `apps_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${template}`);
    await writeFile(path.join(dir, POSTGRES_TEMPLATE_FILE), JSON.stringify({ serverUrl, name: template }));
    await seedTemplate({ dataDir: dir, databaseUrl: databaseAt(serverUrl, template) }, seededAt);
    // No session may open on it any more: PostgreSQL copies a template only while none is open.
    await onServer(serverUrl, `alter database ${template} with allow_connections false`);
    return { seededAt: seededAt.toISOString(), template };
  });
}

async function seedTemplate(where: { dataDir: string; databaseUrl?: string }, seededAt: Date): Promise<void> {
  const database = await openDatabase(where);
  try {
    await seedIfEmpty(database.db, seededAt);
  } finally {
    // On PGlite this checkpoints, so a copy of the closed directory opens without recovery.
    await database.close();
  }
}

/**
 * Runs `make` in exactly one process of the run (vitest's main process and its test processes): the
 * first to create `<name>.lock` makes it and writes `<name>.json`; the others wait for that file.
 */
async function once(dir: string, name: string, make: () => Promise<Template>): Promise<Template> {
  const result = path.join(dir, `${name}.json`);
  const failed = path.join(dir, `${name}.failed`);
  try {
    await mkdir(path.join(dir, `${name}.lock`));
  } catch {
    for (;;) {
      const done = await readFile(result, 'utf8').catch(() => null);
      if (done) return JSON.parse(done) as Template;
      const error = await readFile(failed, 'utf8').catch(() => null);
      if (error !== null) throw new Error(`The database template could not be made: ${error}`);
      await delay(100);
    }
  }
  try {
    const made = await make();
    await writeFile(`${result}.part`, JSON.stringify(made));
    await rename(`${result}.part`, result);
    return made;
  } catch (error) {
    await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseAt(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on its own connection to `serverUrl` (create, alter and drop database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
