import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { auditLog } from '@/lib/server/db/schema/access';
import { employees } from '@/lib/server/db/schema/employees';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import type { Badge } from '@/lib/labor/badge-schemas';
import { laborBadges } from './tables';

const columns = {
  badge: laborBadges.badge,
  empId: laborBadges.empId,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  plant: employees.plantId,
  enrolledAt: laborBadges.enrolledAt,
  revokedAt: laborBadges.revokedAt,
};

const asBadge = (r: { enrolledAt: Date; revokedAt: Date | null } & Omit<Badge, 'enrolledAt' | 'revokedAt'>): Badge => ({
  ...r,
  enrolledAt: r.enrolledAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** Every badge enrolled (revoked ones too), by employee then enrolment; or one employee's, or one badge. */
export async function listBadges(db: Database, empId?: number, badge?: string): Promise<Badge[]> {
  const rows = await db
    .select(columns)
    .from(laborBadges)
    .innerJoin(employees, eq(employees.empId, laborBadges.empId))
    .where(
      and(empId === undefined ? undefined : eq(laborBadges.empId, empId), badge === undefined ? undefined : eq(laborBadges.badge, badge)),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(laborBadges.enrolledAt))
    .limit(2000);
  return rows.map(asBadge);
}

/** The employee a badge scan names: an enrolled badge, not revoked, of an employee of the kiosk's plant. */
export async function badgeHolder(db: Database, badge: string, plant: string): Promise<number | undefined> {
  const [row] = await db
    .select({ empId: laborBadges.empId })
    .from(laborBadges)
    .innerJoin(employees, eq(employees.empId, laborBadges.empId))
    .where(and(eq(laborBadges.badge, badge), isNull(laborBadges.revokedAt), eq(employees.plantId, plant)));
  return row?.empId;
}

/**
 * Enrolls a card's number for an employee (an administrator's act, audited). Refused: an employee number
 * as a badge (anyone can read one off a schedule and type it), a number already given to a card (even a
 * revoked one: a lost card found again must not come back to life for someone else).
 */
export async function enrollBadge(tx: Tx, input: { empId: number; badge: string }, by: number): Promise<Badge> {
  const [employee] = await tx.select({ empId: employees.empId }).from(employees).where(eq(employees.empId, input.empId));
  if (!employee) throw InputError.field('empId', 'employee-not-found', `No employee ${input.empId}.`);
  if (/^\d{1,9}$/.test(input.badge)) {
    const [same] = await tx
      .select({ empId: employees.empId })
      .from(employees)
      .where(eq(employees.empId, Number(input.badge)));
    if (same)
      throw InputError.field('badge', 'badge-is-employee-number', 'A badge number cannot be an employee number: scan the card itself.');
  }
  const [row] = await tx
    .insert(laborBadges)
    .values({ badge: input.badge, empId: input.empId, enrolledBy: by })
    .onConflictDoNothing()
    .returning({ badge: laborBadges.badge });
  if (!row)
    throw new ConflictError(`Badge ${input.badge} is already enrolled.`, {
      code: 'badge-taken',
      fields: [{ field: 'badge', code: 'badge-taken', message: `Badge ${input.badge} is already enrolled.` }],
    });
  await tx.insert(auditLog).values({ actorEmpId: by, action: 'create', entity: 'labor_badge', entityId: input.badge, after: input });
  const [badge] = await listBadgeRow(tx, input.badge);
  return badge!;
}

/** Revokes a badge (audited): its scans are refused from now on; its number stays taken. */
export async function revokeBadge(tx: Tx, badge: string, by: number): Promise<Badge> {
  const [row] = await tx
    .update(laborBadges)
    .set({ revokedAt: new Date(), revokedBy: by })
    .where(and(eq(laborBadges.badge, badge), isNull(laborBadges.revokedAt)))
    .returning({ empId: laborBadges.empId });
  const [current] = await listBadgeRow(tx, badge);
  if (!current) throw new NotFoundError(`No badge ${badge}.`, { code: 'badge-not-found' });
  if (row)
    await tx
      .insert(auditLog)
      .values({ actorEmpId: by, action: 'revoke', entity: 'labor_badge', entityId: badge, after: { empId: row.empId } });
  return current;
}

async function listBadgeRow(tx: Tx, badge: string): Promise<Badge[]> {
  const rows = await tx
    .select(columns)
    .from(laborBadges)
    .innerJoin(employees, eq(employees.empId, laborBadges.empId))
    .where(eq(laborBadges.badge, badge));
  return rows.map(asBadge);
}
