import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { ConflictError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { claimKey, type KeyOwner } from '@/lib/server/idempotency/idempotency';
import { labelSends } from './tables';

/** A send older than this is taken as abandoned (the server stopped while it was talking to the printer). */
const STALE_SECONDS = 120;

/**
 * Claims the send of `key` before the printer is called, in a short transaction of its own (the
 * printer may take seconds; no transaction stays open meanwhile). Answers the kept answer when this
 * send already went out, refuses with 409 'send-in-progress' while the same send is under way, and
 * otherwise claims it (null).
 */
export async function claimSend(db: Database, owner: KeyOwner): Promise<unknown> {
  const { username, key } = owner;
  return db.transaction(async (tx) => {
    // The kept answer of a send that went out (or 409 for a key used for another request), as every write reads it.
    const kept = await claimKey(tx, owner, false);
    if (kept) return kept.body;
    const [running] = await tx
      .select({ fresh: sql<boolean>`${labelSends.startedAt} > now() - make_interval(secs => ${STALE_SECONDS})` })
      .from(labelSends)
      .where(and(eq(labelSends.username, username), eq(labelSends.key, key)));
    if (running?.fresh) throw new ConflictError('This label is being sent to the printer already.', { code: 'send-in-progress' });
    if (running)
      await tx
        .update(labelSends)
        .set({ startedAt: sql`now()` })
        .where(and(eq(labelSends.username, username), eq(labelSends.key, key)));
    else await tx.insert(labelSends).values({ username, key });
    return null;
  });
}

/** Ends a claimed send (done or failed); a failed one may then be sent again with the same key. */
export async function releaseSend(db: Database | Tx, username: string, key: string): Promise<void> {
  await db.delete(labelSends).where(and(eq(labelSends.username, username), eq(labelSends.key, key)));
}
