import { eq } from 'drizzle-orm';
import { records } from '@/lib/records/engine/server/tables';
import type { ApiHarness } from './api-harness';

/**
 * A records call as a client that read the record before changing it: a PATCH or a transition that names no
 * version (If-Match or `version`) is sent with the stored one. For tests about something else than versions;
 * a change naming none is refused 428 (records-engine-suite proves it with `h.call`).
 */
export function readFirst(h: ApiHarness) {
  return async (method: string, url: string, as: string, body?: unknown, headers: Record<string, string> = {}) => {
    const change = url.match(/\/v1\/Records\/\w+\/(\d+)(\/Transitions)?$/);
    const named = (body && typeof body === 'object' && 'version' in body) || 'if-match' in headers;
    if (change && (method === 'PATCH' || change[2]) && body && typeof body === 'object' && !named) {
      const [row] = await h.database.db
        .select({ version: records.version })
        .from(records)
        .where(eq(records.id, Number(change[1])));
      if (row) body = { ...body, version: row.version };
    }
    return h.call(method, url, as, body, headers);
  };
}
