import { sql } from 'drizzle-orm';
import { hasApp } from '@/lib/auth/permissions';
import { registerLookup, type LookupOption } from '@/lib/server/api/lookups';
import { DOCUMENTS_READ_APPS } from './routes';

/** A record field of kind `document` names a document by its number or title (for a caller who reads documents). */
export function registerDocumentLookup(): void {
  registerLookup('document', async ({ db, q, limit, access }) => {
    if (!DOCUMENTS_READ_APPS.some((app) => hasApp(access, app.slice(1)))) return [];
    const found = await db.execute(
      sql`select id::text as value, '#' || id || ' ' || title as label from documents
        where id::text = ${q} or title ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or part_num ilike ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
        order by id desc limit ${limit}`,
    );
    return (found as unknown as { rows: LookupOption[] }).rows;
  });
}
