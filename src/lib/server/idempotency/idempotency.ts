import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import type { Database, Tx } from '@/lib/server/db/database';
import { ConflictError, InputError, UnprocessableError } from '@/lib/server/errors';
import { prepareStatements, prepared, runPrepared } from '@/lib/server/db/prepared';

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
export type KeptAnswer = {
  request: string;
  status: number;
  body: unknown;
  /** The fingerprint of the body first sent with the key (null for answers kept before fingerprints). */
  body_hash?: string | null;
};

/**
 * The kept answer, given again to a retry of the same request: 409 when the key was used for another
 * call, 422 when it comes with another body than the first (a new change under an old key would
 * otherwise be answered as done and silently dropped).
 */
export function replayKept<T>(kept: KeptAnswer, owner: Pick<KeyOwner, 'request' | 'key' | 'bodyHash'>): WriteAnswer<T> {
  const { request, key, bodyHash } = owner;
  if (kept.request !== request)
    throw new ConflictError(`Idempotency-Key ${key} was already used for ${kept.request}.`, { code: 'idempotency-key-reused' });
  if (kept.body_hash && bodyHash && kept.body_hash !== bodyHash)
    throw new UnprocessableError(`Idempotency-Key ${key} was already used with another body; send a new key for a new change.`, {
      code: 'idempotency-key-body-differs',
    });
  const body = typeof kept.body === 'string' ? JSON.parse(kept.body) : kept.body;
  return { status: kept.status as 200 | 201, body: body as T };
}

/**
 * The fingerprint of a request's body: SHA-256 of its text (a JSON body as parsed, so spacing does not
 * count), or of a multipart form's fields and files in order (its boundary differs on every send). Hono
 * keeps the body it already read, so the validated body is not read twice from the wire.
 */
export async function bodyHashOf(c: Context<ApiEnv>): Promise<string> {
  const hash = createHash('sha256');
  if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    // Hono may hand back the form it already parsed as it is, not as a promise.
    const form = await Promise.resolve()
      .then(() => c.req.formData())
      .catch(() => new FormData());
    for (const [name, value] of form.entries()) {
      hash.update(`${name.length}:${name}`);
      if (typeof value === 'string') hash.update(`s${value.length}:${value}`);
      else hash.update(`f${value.name}|${value.type}|${value.size}:`).update(new Uint8Array(await value.arrayBuffer()));
    }
    return hash.digest('hex');
  }
  return hash.update(await c.req.text().catch(() => '')).digest('hex');
}

/** Whom and what a keyed request belongs to, as the kept answers are looked up and stored. */
export async function keyOwnerOf(c: Context<ApiEnv>, key: string): Promise<KeyOwner> {
  return { username: c.get('claims').uniqueName, key, request: `${c.req.method} ${c.req.path}`, bodyHash: await bodyHashOf(c) };
}

/**
 * The table's logic as SQL, the one text every statement that keeps an answer uses: `idempotentWrite`
 * below, and a hot write that folds it into its own statements to stay one round trip (the materials
 * issue, src/lib/materials/server/issue.ts). Placeholders are the caller's (`$6`).
 */
export const KEPT_SQL = {
  /** The key's lock, of `lockName(username, key)`: a second copy of one request waits for the first, then finds its answer. */
  lock: (name: string) => `pg_advisory_xact_lock(hashtext(${name}))`,
  /** The answer kept under a username and key: (request, status, body, body_hash). */
  kept: (username: string, key: string) =>
    `select request, status, body, body_hash from idempotent_requests where username = ${username} and key = ${key}`,
  /** Keeps an answer: append `values (...)` or `select ...` of (username, key, request, status, body, body_hash). */
  keep: 'insert into idempotent_requests (username, key, request, status, body, body_hash)',
} as const;

/** The name of a key's lock: per username, as keys are. */
export function lockName(username: string, key: string): string {
  return `${username} ${key}`;
}

/** Whom and what a key belongs to: a retry of the same request answers the kept answer. */
export interface KeyOwner {
  username: string;
  key: string;
  /** 'POST /v1/MaterialIssues' */
  request: string;
  /** `bodyHashOf` the request; without it only the call is compared. */
  bodyHash?: string | null;
}

/**
 * In a transaction, takes the key's lock and reads its kept answer: the answer again for a retry, null
 * for a first request (the caller writes and keeps its answer), 409 when the key was used for another request.
 */
export async function claimKey<T>(tx: Tx, owner: KeyOwner, ready: boolean): Promise<WriteAnswer<T> | null> {
  const { username, key } = owner;
  await runPrepared(tx, LOCK, [lockName(username, key)], ready);
  const [kept] = await runPrepared<KeptAnswer>(tx, KEPT, [username, key], ready);
  return kept ? replayKept<T>(kept, owner) : null;
}

/** Keeps a write's answer under its key, in the write's transaction. */
export async function keepAnswer(
  tx: Tx,
  { username, key, request, bodyHash }: KeyOwner,
  answer: WriteAnswer<unknown>,
  ready: boolean,
): Promise<void> {
  const values = [username, key, request, answer.status, JSON.stringify(answer.body ?? null), bodyHash ?? null];
  await runPrepared(tx, KEEP, values, ready);
}

/** Plans the three statements once (PGlite); answers whether they are ready to `EXECUTE`. */
export function prepareKeyStatements(db: Database): Promise<boolean> {
  return prepareStatements(db, STATEMENTS);
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
  const owner = await keyOwnerOf(c, key);
  const ready = await prepareKeyStatements(db);
  return db.transaction(async (tx) => {
    const kept = await claimKey<T>(tx, owner, ready);
    if (kept) return kept;
    const answer = await write(tx);
    await keepAnswer(tx, owner, answer, ready);
    return answer;
  });
}

// Planned once on PGlite (see src/lib/server/db/prepared.ts): every /v1 write with a key runs these three.
const LOCK = prepared('idempotency_lock', ['text'], `select ${KEPT_SQL.lock('$1')}`);
const KEPT = prepared('idempotency_kept', ['text', 'text'], KEPT_SQL.kept('$1', '$2'));
const KEEP = prepared(
  'idempotency_keep',
  ['text', 'text', 'text', 'integer', 'text', 'text'],
  `${KEPT_SQL.keep} values ($1, $2, $3, $4, $5::jsonb, $6)`,
);
const STATEMENTS = [LOCK, KEPT, KEEP];
