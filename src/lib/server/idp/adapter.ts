import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '@/lib/server/db/database';
import { oidcPayloads } from '@/lib/server/db/schema/oidc';
import { grantEnded } from './grant-check';

/**
 * Creates the oidc-provider adapter factory that keeps every model (sessions, grants, codes, tokens,
 * interactions) in the `oidc_payloads` table, so a restart or a second instance logs nobody out.
 * @example new Provider(issuer, { adapter: createDatabaseAdapter(db) })
 */
export function createDatabaseAdapter(db: Database): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(db, model);
}

/** Deletes the rows that expired before `now`; returns how many went. */
export async function deleteExpiredPayloads(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, now)).returning({ id: oidcPayloads.id });
  return deleted.length;
}

/** One oidc-provider model (e.g. 'Session', 'RefreshToken') stored in `oidc_payloads`. */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    if (this.model === 'Grant') grantEnded(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // oidc-provider calls this once per token model it wants revoked, so only this model's rows go.
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const now = new Date();
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now))))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}
