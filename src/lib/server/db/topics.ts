import { getTableName, sql } from 'drizzle-orm';
import type { Feature } from '@/lib/server/feature';
import type { Database } from './database';

/** One trigger the declarations ask for: a change of `table` raises `topic`'s counter, before or after the statement. */
export interface TopicTrigger {
  readonly topic: string;
  readonly table: string;
  readonly raise: 'before' | 'after';
}

/** Every topic's tables as the features declare them (a topic may be fed by several features). */
export function topicTables(features: readonly Feature[]): Map<string, Set<string>> {
  const topics = new Map<string, Set<string>>();
  for (const trigger of declaredTriggers(features)) topics.set(trigger.topic, (topics.get(trigger.topic) ?? new Set()).add(trigger.table));
  return topics;
}

/** The triggers the features' `topics` declare, one per topic and table. */
export function declaredTriggers(features: readonly Feature[]): TopicTrigger[] {
  return features.flatMap((feature) =>
    Object.entries(feature.topics ?? {}).flatMap(([topic, { tables, raise = 'after' }]) =>
      tables.map((table) => ({ topic, table: getTableName(table), raise })),
    ),
  );
}

const key = (t: TopicTrigger) => `${t.table} ${t.topic}_generation ${t.raise}`;

/**
 * Makes the database's cache-topic triggers the declared ones, at start (after the migrations, before
 * the seed): a missing one is created, one of another timing replaced, one no feature declares dropped,
 * and each topic has its counter row. The declaration is the only source: a topic or table added in a
 * feature.ts needs no hand-written migration, and drizzle-kit, which knows no triggers, cannot miss one.
 * When nothing differs (every start but the first after a change) it costs one query. Answers the
 * number of triggers it created or dropped.
 */
export async function applyTopicTriggers(db: Database, features: readonly Feature[]): Promise<number> {
  const wanted = new Map(declaredTriggers(features).map((t) => [key(t), t]));
  const read = async (run: Pick<Database, 'execute'>) => {
    type Row = { tgname: string; relname: string; before: boolean };
    const result = await run.execute<Row>(sql`
      select t.tgname, c.relname, (t.tgtype & 2) <> 0 as before
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgfoid = 'apps_bump_generation'::regproc and not t.tgisinternal`);
    const rows = (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
    return new Map(
      rows.map((r) => {
        const t = { topic: r.tgname.replace(/_generation$/, ''), table: r.relname, raise: r.before ? 'before' : 'after' } as const;
        return [key(t), t];
      }),
    );
  };
  const differs = (have: Map<string, TopicTrigger>) => have.size !== wanted.size || [...wanted.keys()].some((k) => !have.has(k));
  if (!differs(await read(db))) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('apps-topic-triggers'))`);
    const have = await read(tx);
    let changed = 0;
    for (const [k, t] of have) {
      if (wanted.has(k)) continue;
      await tx.execute(sql`drop trigger if exists ${sql.identifier(`${t.topic}_generation`)} on ${sql.identifier(t.table)}`);
      changed += 1;
    }
    for (const topic of new Set([...wanted.values()].map((t) => t.topic))) {
      await tx.execute(sql`insert into cache_generations (topic, gen) values (${topic}, 1) on conflict (topic) do nothing`);
    }
    for (const [k, t] of wanted) {
      if (have.has(k)) continue;
      const when = sql.raw(t.raise === 'before' ? 'BEFORE' : 'AFTER');
      await tx.execute(
        sql`create trigger ${sql.identifier(`${t.topic}_generation`)} ${when} insert or update or delete or truncate on ${sql.identifier(t.table)} for each statement execute function apps_bump_generation(${sql.raw(`'${t.topic.replace(/'/g, "''")}'`)})`,
      );
      changed += 1;
    }
    return changed;
  });
}
