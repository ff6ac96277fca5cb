import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import { auditLog } from '@/lib/server/db/schema/access';
import { offsetOf, type Page, type PageRequest } from './paging';
import type { AuditEntity } from '@/lib/admin/schemas';

/** What was done to it. */
export type AuditAction = 'create' | 'update' | 'delete' | 'grant' | 'revoke';

/** A transaction or the database: audit rows are always written with the change's own transaction. */
type Writer = Pick<Database, 'insert'>;

/** Options of `recordAudit`. */
export interface RecordAuditOptions {
  actorEmpId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  /** The application's menu id, sub-application id or group id the change concerns. */
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; pass the change's transaction so both are written or neither. */
export async function recordAudit(tx: Writer, options: RecordAuditOptions): Promise<void> {
  await tx.insert(auditLog).values({
    actorEmpId: options.actorEmpId,
    action: options.action,
    entity: options.entity,
    entityId: String(options.entityId),
    before: options.before ?? null,
    after: options.after ?? null,
  });
}

/** One audit row as the API answers it. */
export interface AuditEntry {
  id: number;
  at: Date;
  actorEmpId: number | null;
  /** The administrator's name when the directory still knows them. */
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Options of `listAuditLog`. */
export interface ListAuditLogOptions extends PageRequest {
  /** Only these kinds of change; all when empty or absent. */
  entities?: readonly AuditEntity[] | undefined;
  entityId?: string | undefined;
}

/** The audit log, newest first, one page at a time. */
export async function listAuditLog(db: Database, options: ListAuditLogOptions): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (options.entities && options.entities.length > 0) conditions.push(inArray(auditLog.entity, [...options.entities]));
  if (options.entityId !== undefined) conditions.push(eq(auditLog.entityId, options.entityId));
  const where = and(...conditions);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorEmpId: auditLog.actorEmpId,
        actorName: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(employees, eq(employees.empId, auditLog.actorEmpId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(options.pageSize)
      .offset(offsetOf(options)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: options.page, pageSize: options.pageSize };
}
