import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiEnv } from '../api/api-env';
import type { Database } from '../db/database';
import { ConflictError, InputError } from '../errors';
import { idempotentRequests } from './tables';

/** A transaction of the portal's database (the same type for PGlite and PostgreSQL). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a write answers: its status and JSON body. */
export interface WriteAnswer<T> {
  status: 201 | 200;
  body: T;
}

const KEY = /^[\x21-\x7e]{8,100}$/;

/**
 * Runs a write in one transaction. With an `Idempotency-Key` header, the answer is kept with the key
 * in the same transaction, and a retry with the same key answers it again without writing; a refused
 * write keeps nothing, so its retry is judged anew.
 */
export async function idempotentWrite<T>(c: Context<ApiEnv>, db: Database, write: (tx: Tx) => Promise<WriteAnswer<T>>): Promise<WriteAnswer<T>> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return db.transaction(write);
  if (!KEY.test(key)) throw InputError.field('Idempotency-Key', 'invalid', 'Idempotency-Key: must be 8 to 100 visible characters, e.g. a UUID.');
  const username = c.get('claims').uniqueName;
  const request = `${c.req.method} ${c.req.path}`;
  return db.transaction(async (tx) => {
    // Two copies of one request arriving together: the second waits for the first and then finds its answer.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${username} ${key}`}))`);
    const [kept] = await tx
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.username, username), eq(idempotentRequests.key, key)));
    if (kept) {
      if (kept.request !== request) throw new ConflictError(`Idempotency-Key ${key} was already used for ${kept.request}.`, { code: 'idempotency-key-reused' });
      return { status: kept.status as 200 | 201, body: kept.body as T };
    }
    const answer = await write(tx);
    await tx.insert(idempotentRequests).values({ username, key, request, status: answer.status, body: answer.body as object });
    return answer;
  });
}
