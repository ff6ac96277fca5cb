import { sql } from 'drizzle-orm';
import { hasApp } from '@/lib/auth/permissions';
import type { RecordTypeDef } from '@/lib/records/engine/definition';
import { registerLookup, type LookupOption } from '@/lib/server/api/lookups';
import { appKeyOfLink } from '@/lib/server/db/access';
import { allows } from './rights';

/**
 * A field naming a record of another type (`kind: 'record', recordType`) looks it up by number or title:
 * `record.<Type>`, only for a caller with that type's application, and only records they may read in full
 * (a type with `read` rules answers its readers only).
 */
export function registerRecordLookup(def: RecordTypeDef): void {
  registerLookup(`record.${def.type}`, async ({ db, q, plant, limit, access }) => {
    if (!hasApp(access, appKeyOfLink(def.app))) return [];
    if (def.read && !allows(def.read, { empId: 0, name: '', email: '', plant: null, access, workPlants: new Set() })) return [];
    const found = await db.execute(
      sql`select id::text as value, '#' || id || ' ' || title as label from records
        where type = ${def.type} and (id::text = ${q} or title ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})
        and (${plant}::text is null or plant_id = ${plant}) order by id desc limit ${limit}`,
    );
    return (found as unknown as { rows: LookupOption[] }).rows;
  });
}
