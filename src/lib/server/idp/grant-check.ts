import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { oidcPayloads } from '@/lib/server/db/schema/oidc';

/** Grants this process has seen end (sign-out, revoked refresh token), so its cache forgets them at once. */
const endedHere = new Set<(grantId: string) => void>();

/** Called by the provider's adapter when a grant row is destroyed in this process. */
export function grantEnded(grantId: string): void {
  for (const forget of endedHere) forget(grantId);
}

/** Answers whether a grant (a sign-in of the portal) is still alive. */
export type GrantCheck = (grantId: string) => Promise<boolean>;

/**
 * Whether the grant behind an access token still exists: logout revokes it, so its access tokens stop
 * working at once. A live grant is remembered for `ttlMs` (one indexed read per grant per
 * second or two, not per request); a grant ended in this process is forgotten at once, one ended by
 * another instance within `ttlMs`.
 * @example const alive = createGrantCheck(db); await alive('G-123') // false after logout
 */
export function createGrantCheck(db: Database, options: { ttlMs?: number; now?: () => number } = {}): GrantCheck {
  const ttlMs = options.ttlMs ?? 2_000;
  const now = options.now ?? Date.now;
  const alive = new Map<string, number>();
  endedHere.add((grantId) => alive.delete(grantId));
  return async (grantId) => {
    const until = alive.get(grantId);
    if (until !== undefined && until > now()) return true;
    const [row] = await db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Grant'),
          eq(oidcPayloads.id, grantId),
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date(now()))),
        ),
      )
      .limit(1);
    if (!row) {
      alive.delete(grantId);
      return false;
    }
    if (alive.size > 10_000) alive.clear();
    alive.set(grantId, now() + ttlMs);
    return true;
  };
}
