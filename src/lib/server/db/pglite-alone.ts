import { parse, type Results } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { aloneOn, sendQuery, type ProtocolClient } from './simple-protocol';

/**
 * A short transaction on PGlite in as few messages as it has steps. PGlite's own
 * `transaction()` sends BEGIN, each statement and COMMIT as separate messages (each a round trip
 * into PostgreSQL and PGlite's JavaScript around it); here the caller writes BEGIN and COMMIT into
 * its statements' messages ('begin; execute a(...)', then 'execute b(...); commit'), holding the
 * database alone meanwhile, exactly as `transaction()` does (PGlite runs one transaction at a time).
 */

/** Sends one simple-protocol message (statements separated by ;): each statement's result, in order. */
export type SendMessage = (text: string) => Promise<Results<Record<string, unknown>>[]>;

/** Runs `work` holding the database alone, or null when `db` is not a root PGlite database (then use db.transaction). */
export type PgliteAlone = <T>(work: (send: SendMessage) => Promise<T>) => Promise<T>;

/**
 * The runner of `db` when it is a root PGlite database, else null. In `work`, the first message
 * starts with BEGIN and the last ends with COMMIT (or is ROLLBACK). When `work` or a message fails,
 * ROLLBACK is sent and the error thrown again; a `work` that leaves its transaction open is rolled
 * back and refused (an error), so the database is always left with no transaction in progress.
 * The query logger sees nothing of BEGIN, COMMIT and ROLLBACK (as with drizzle's transactions).
 * @example await alone(async (send) => { const [, read] = await send('begin; select 1'); await send('commit'); })
 */
export function pgliteAlone(db: Database): PgliteAlone | null {
  let alone = runners.get(db);
  if (alone === undefined) runners.set(db, (alone = makeAlone(db)));
  return alone;
}

const runners = new WeakMap<Database, PgliteAlone | null>();

function makeAlone(db: Database): PgliteAlone | null {
  const session = (db as unknown as { session: unknown }).session;
  if (!is(session, PgliteSession) || is(db, PgTransaction)) return null;
  const client = (session as unknown as { client: ProtocolClient }).client;
  const held = aloneOn(client);
  if (!held) return null;
  return <T>(work: (send: SendMessage) => Promise<T>) =>
    held(async () => {
      let status = 'I';
      const send: SendMessage = async (text) => {
        const messages = await sendQuery(client, text);
        for (const message of messages) if (message.name === 'readyForQuery') status = (message as unknown as { status: string }).status;
        return parse.parseResults(messages, client.parsers) as Results<Record<string, unknown>>[];
      };
      let value: T;
      try {
        value = await work(send);
      } catch (error) {
        await send('rollback').catch(() => undefined);
        throw error;
      }
      if (status !== 'I') {
        await send('rollback');
        throw new Error('pgliteAlone: the work left its transaction open (it must end with COMMIT or ROLLBACK); rolled back.');
      }
      return value;
    });
}
