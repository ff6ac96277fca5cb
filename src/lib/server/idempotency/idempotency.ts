import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import type { Database } from '@/lib/server/db/database';
import { ConflictError, InputError } from '@/lib/server/errors';
import { prepareStatements, prepared, runPrepared } from '@/lib/server/db/prepared';

/** A transaction of the portal's database (the same type for PGlite and PostgreSQL). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a write answers: its status and JSON body. */
export interface WriteAnswer<T> {
  status: 201 | 200;
  body: T;
}

const KEY = /^[\x21-\x7e]{8,100}$/;

/** The request's Idempotency-Key header, checked (8 to 100 visible characters, else 400); undefined when it has none. */
export function idempotencyKey(c: Context<ApiEnv>): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !KEY.test(key))
    throw InputError.field('Idempotency-Key', 'invalid', 'Idempotency-Key: must be 8 to 100 visible characters, e.g. a UUID.');
  return key;
}

/** An answer kept under an Idempotency-Key (its body as stored: JSON text or parsed). */
export interface KeptAnswer {
  request: string;
  status: number;
  body: unknown;
}

/** The kept answer, given again to a retry of the same request; 409 when the key was used for another request. */
export function replayKept<T>(kept: KeptAnswer, request: string, key: string): WriteAnswer<T> {
  if (kept.request !== request)
    throw new ConflictError(`Idempotency-Key ${key} was already used for ${kept.request}.`, { code: 'idempotency-key-reused' });
  const body = typeof kept.body === 'string' ? JSON.parse(kept.body) : kept.body;
  return { status: kept.status as 200 | 201, body: body as T };
}

/**
 * Runs a write in one transaction. With an `Idempotency-Key` header, the answer is kept with the key
 * in the same transaction, and a retry with the same key answers it again without writing; a refused
 * write keeps nothing, so its retry is judged anew.
 */
export async function idempotentWrite<T>(
  c: Context<ApiEnv>,
  db: Database,
  write: (tx: Tx) => Promise<WriteAnswer<T>>,
): Promise<WriteAnswer<T>> {
  const key = idempotencyKey(c);
  if (key === undefined) return db.transaction(write);
  const username = c.get('claims').uniqueName;
  const request = `${c.req.method} ${c.req.path}`;
  const ready = await prepareStatements(db, STATEMENTS);
  return db.transaction(async (tx) => {
    // Two copies of one request arriving together: the second waits for the first and then finds its answer.
    await runPrepared(tx as unknown as Database, LOCK, [`${username} ${key}`], ready);
    const [kept] = await runPrepared<{ request: string; status: number; body: unknown }>(
      tx as unknown as Database,
      KEPT,
      [username, key],
      ready,
    );
    if (kept) return replayKept<T>(kept, request, key);
    const answer = await write(tx);
    await runPrepared(tx as unknown as Database, KEEP, [username, key, request, answer.status, JSON.stringify(answer.body ?? null)], ready);
    return answer;
  });
}

// Planned once on PGlite (see src/lib/server/db/prepared.ts): every /v1 write with a key runs these three.
const LOCK = prepared('idempotency_lock', ['text'], 'select pg_advisory_xact_lock(hashtext($1))');
const KEPT = prepared(
  'idempotency_kept',
  ['text', 'text'],
  'select request, status, body from idempotent_requests where username = $1 and key = $2',
);
const KEEP = prepared(
  'idempotency_keep',
  ['text', 'text', 'text', 'integer', 'text'],
  'insert into idempotent_requests (username, key, request, status, body) values ($1, $2, $3, $4, $5::jsonb)',
);
const STATEMENTS = [LOCK, KEPT, KEEP];
