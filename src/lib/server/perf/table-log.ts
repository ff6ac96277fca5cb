import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * With APPS_TABLE_LOG=on only (tests): the tables each page's render reads, so a test can check every one of
 * them is in a cache topic the page memo watches (tests/e2e/page-memo-coverage.spec.ts). The SQL a
 * request runs, in process (its in-process API calls too), is logged into that request's set.
 */

// One store per process, shared by the server bundle (the database, dist/apps.mjs) and the portal's (the middleware).
const KEY = Symbol.for('apps.perf.table-log');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Set<string>> };
const store = (holder[KEY] ??= new AsyncLocalStorage<Set<string>>());
const TOPICS = Symbol.for('apps.perf.topic-tables');
const declared = globalThis as typeof globalThis & { [TOPICS]?: ReadonlyMap<string, ReadonlySet<string>> };

/** Keeps the declared topics' tables (src/lib/server/db/topics.ts), for the header below; main.ts sets them at start. */
export function declareTopicTables(topics: ReadonlyMap<string, ReadonlySet<string>>): void {
  declared[TOPICS] = topics;
}

/** The tables the given topics cover, as declared. */
export function tablesOfTopics(topics: readonly string[]): string[] {
  return [...new Set(topics.flatMap((topic) => [...(declared[TOPICS]?.get(topic) ?? [])]))].sort();
}

/** The header that names the tables the page's declared topics cover (table log on only). */
export const TOPIC_TABLES_HEADER = 'x-apps-topic-tables';

/** Whether the tables are logged (APPS_TABLE_LOG=on; off costs one comparison per statement). */
export function tableLogOn(): boolean {
  return process.env['APPS_TABLE_LOG'] === 'on';
}

/** The header that names the tables a render read (table log on only). */
export const TABLES_HEADER = 'x-apps-tables';

/** Adds the tables a statement names (after from, join, into, update) to the running request's set, if any. */
export function logTables(statement: string): void {
  const tables = store.getStore();
  if (!tables) return;
  for (const m of statement.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)) tables.add(m[1]!.toLowerCase());
}

/** Runs `work` with its own set of tables read; answers both. */
export async function withTableLog<T>(work: () => Promise<T>): Promise<{ result: T; tables: Set<string> }> {
  const tables = new Set<string>();
  const result = await store.run(tables, work);
  return { result, tables };
}
