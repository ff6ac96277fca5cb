import type { Database } from './database';
import type { Listen } from './listen';
import { prepareStatements, prepared, runPrepared } from './prepared';

/**
 * Exact caches of data that is read on every request and changes rarely (a signed-in page
 * pays one small query instead of three). Each topic ('access', 'notifications', ...) has a counter in
 * `cache_generations` that a trigger raises in the same transaction as any change of the topic's
 * tables (migration 0010). A request reads every counter once, before it reads data; a cached value
 * stamped with a counter's value is served only while the counter still has that value. A change made
 * by any instance, by a migration or by hand in SQL therefore reaches the very next request.
 */

/** The counters of every topic as one request read them ('access' -> '42'); text, as bigint comes back. */
export type Generations = ReadonlyMap<string, string>;

const READ = prepared('cache_generations_all', [], 'select topic, gen::text as gen from cache_generations');

/** Reads every topic's counter (one planned-once query). Call it before reading the data it stamps. */
export async function readGenerations(db: Database): Promise<Generations> {
  const ready = await prepareStatements(db, [READ]);
  const rows = await runPrepared<{ topic: string; gen: string }>(db, READ, [], ready);
  return new Map(rows.map((row) => [row.topic, row.gen]));
}

/** Where a request gets the counters: `readGenerations` on PostgreSQL, `liveGenerations` on PGlite. */
export type GenerationSource = () => Promise<Generations>;

/** The channel on which a raised counter is announced at commit (migration 0011); the payload is the topic. */
export const GENERATIONS_CHANNEL = 'apps_generations';

/**
 * The counters kept in memory (PGlite only: every change is made in this one process). PGlite hears
 * the NOTIFY of a committed change while it reads that statement's answer and calls the listener
 * before the writer's await resumes, so a request that starts after a write was acknowledged sees the
 * new counter, with no query. Not for PostgreSQL: another instance's NOTIFY arrives a moment after its
 * commit, and a request in that moment would be served the old value.
 * @example const source = await liveGenerations(db, database.listen); await source()
 */
export async function liveGenerations(db: Database, listen: Listen): Promise<{ source: GenerationSource; stop(): Promise<void> }> {
  const live = new Map<string, number>();
  // The counters as requests see them: a copy, made again after a change (a value is stamped with the
  // counter read before it, not with a newer one). Requests between two changes share one copy.
  let snapshot: Promise<Generations> | undefined;
  const raise = (topic: string, gen: number) => {
    live.set(topic, gen);
    snapshot = undefined;
  };
  // Listening first, then reading: no change can fall between the two.
  const stop = await listen(GENERATIONS_CHANNEL, { onNotify: (topic) => raise(topic, (live.get(topic) ?? 0) + 1) });
  for (const [topic, gen] of await readGenerations(db)) raise(topic, Math.max(Number(gen), live.get(topic) ?? 0));
  const source: GenerationSource = () => (snapshot ??= Promise.resolve(new Map([...live].map(([topic, gen]) => [topic, String(gen)]))));
  return { source, stop };
}

/**
 * Values of one topic, each valid while the topic's counter is the one read before the value was.
 * At most `maxEntries` are kept (the oldest goes first). One instance per database: counters of two
 * databases are unrelated.
 * @example const cache = new GenerationCache<number, Access>('access'); cache.get(7, await readGenerations(db))
 */
export class GenerationCache<K, V> {
  private readonly entries = new Map<K, { gen: string; value: V }>();

  constructor(
    readonly topic: string,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value of `key` if it was stored under the counter `generations` holds now; else undefined. */
  get(key: K, generations: Generations): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.gen === generations.get(this.topic)) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Stores a value read after `generations` were (a topic without a counter is never cached). */
  set(key: K, value: V, generations: Generations): void {
    const gen = generations.get(this.topic);
    if (gen === undefined) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { gen, value });
  }

  /**
   * The cached value of `key`, or `load()`'s, stored for the next request.
   * @example await cache.through(email, generations, () => findEmployeeByEmail(db, email))
   */
  async through(key: K, generations: Generations, load: () => Promise<V>): Promise<V> {
    const known = this.get(key, generations);
    if (known !== undefined) return known;
    const value = await load();
    this.set(key, value, generations);
    return value;
  }
}

/**
 * `read` as a request outside a transaction makes it: its answer kept while `topic`'s counter stands,
 * for each database (counters of two databases are unrelated) and each set of arguments. The key is the
 * arguments as JSON, all of them, so no argument the answer depends on can be left out of it: they must
 * be plain data. For a read that lives beside its feature's store rather than in the API's shared caches.
 * @example export const listChargesRead = keptRead('nitroCharges', 500, listCharges); await listChargesRead(db, gens, filter, 1, 20)
 */
export function keptRead<A extends unknown[], V>(
  topic: string,
  maxEntries: number,
  read: (db: Database, ...args: A) => Promise<V>,
): (db: Database, generations: Generations, ...args: A) => Promise<V> {
  const caches = new WeakMap<Database, GenerationCache<string, V>>();
  return (db, generations, ...args) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new GenerationCache<string, V>(topic, maxEntries)));
    return cache.through(JSON.stringify(args), generations, () => read(db, ...args));
  };
}
