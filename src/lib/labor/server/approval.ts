import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '@/lib/server/db/schema/access';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { randomUUID } from 'node:crypto';
import type { FixInput, LaborDay } from '@/lib/labor/schemas';
import { shiftWindow } from '@/lib/labor/shifts';
import { loadDay } from './days';
import { plantLabor } from './plant-rules';
import { announceLabor } from './live';
import { laborDays, laborPunches } from './tables';

/** Who fixes or approves. */
export interface Supervisor {
  empId: number;
}

async function openDay(tx: Tx, empId: number, workDate: string): Promise<LaborDay> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`labor ${empId}`}))`);
  const day = await loadDay(tx, empId, workDate);
  if (!day) throw new NotFoundError(`Employee ${empId} has no day on ${workDate}.`, { code: 'day-not-found' });
  if (day.status === 'approved') throw new ConflictError(`The day ${workDate} is approved and closed.`, { code: 'day-approved' });
  return day;
}

/**
 * A supervisor's fix of a day: a corrected punch replacing one (the original is kept, marked replaced) or
 * a missing punch added, each with its note; audited. The day must still be open.
 */
export async function fixPunch(tx: Tx, empId: number, workDate: string, input: FixInput, by: Supervisor): Promise<LaborDay> {
  const day = await openDay(tx, empId, workDate);
  let original: LaborDay['punches'][number] | undefined;
  if (input.replaces !== undefined) {
    original = day.punches.find((p) => p.id === input.replaces);
    if (!original) throw InputError.field('replaces', 'punch-not-in-day', `Punch ${input.replaces} is not a current punch of this day.`);
  }
  const madeAt = new Date(input.madeAt);
  if (madeAt.getTime() > Date.now() + 60_000) throw InputError.field('madeAt', 'future-punch', 'A punch cannot be in the future.');
  await refuseOutsideDay(tx, day, madeAt);
  const [row] = await tx
    .insert(laborPunches)
    .values({
      empId,
      plantId: day.plant,
      kind: input.kind,
      madeAt,
      workDate,
      shift: day.shift,
      key: `fix-${randomUUID()}`,
      source: 'supervisor',
      replacesId: original?.id ?? null,
      note: input.note,
      byEmpId: by.empId,
    })
    .returning({ id: laborPunches.id });
  await tx.insert(auditLog).values({
    actorEmpId: by.empId,
    action: original ? 'update' : 'create',
    entity: 'labor_punch',
    entityId: String(row!.id),
    before: original ?? null,
    after: { empId, workDate, kind: input.kind, madeAt: madeAt.toISOString(), note: input.note },
  });
  await announceLabor(tx, { plant: day.plant, empId });
  return (await loadDay(tx, empId, workDate))!;
}

/** How early before its shift's start, and how long after it, a punch of a day may be (a long double shift fits). */
export const FIX_WINDOW = { beforeMs: 4 * 3_600_000, afterMs: 24 * 3_600_000 };

/**
 * A fixed punch stays with its day: a day is its shift's, started on its date (a clock out past midnight
 * belongs to it), so a time a calendar day off (a slip of the date field) is refused, not added to it.
 */
async function refuseOutsideDay(tx: Tx, day: LaborDay, madeAt: Date): Promise<void> {
  const rule = await plantLabor(tx, day.plant);
  const shift = rule?.shifts.find((s) => s.shift === day.shift);
  if (!rule || !shift) return;
  const { start } = shiftWindow(day.workDate, shift, rule.timeZone);
  const at = madeAt.getTime() - start.getTime();
  if (at < -FIX_WINDOW.beforeMs || at >= FIX_WINDOW.afterMs)
    throw InputError.field('madeAt', 'outside-day', `A punch of the day ${day.workDate} must be within its shift's day.`);
}

/** Approves days at once (all or none): every one must exist, be open and lack no punch. */
export async function approveDays(tx: Tx, days: readonly { empId: number; workDate: string }[], by: Supervisor): Promise<LaborDay[]> {
  for (const empId of [...new Set(days.map((d) => d.empId))].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`labor ${empId}`}))`);
  for (const { empId, workDate } of days) {
    const day = await loadDay(tx, empId, workDate);
    if (!day) throw new NotFoundError(`Employee ${empId} has no day on ${workDate}.`, { code: 'day-not-found' });
    if (day.status === 'approved') throw new ConflictError(`${day.name}'s day ${workDate} is already approved.`, { code: 'day-approved' });
    if (day.hours.flags.length > 0)
      throw new ConflictError(`${day.name}'s day ${workDate} is missing a punch; fix it before approving.`, {
        code: 'day-incomplete',
        extra: { empId, workDate, flags: day.hours.flags },
      });
  }
  const now = new Date();
  for (const { empId, workDate } of days)
    await tx
      .update(laborDays)
      .set({ status: 'approved', approvedBy: by.empId, approvedAt: now })
      .where(and(eq(laborDays.empId, empId), eq(laborDays.workDate, workDate)));
  await tx.insert(auditLog).values(
    days.map(({ empId, workDate }) => ({
      actorEmpId: by.empId,
      action: 'approve',
      entity: 'labor_day',
      entityId: `${empId} ${workDate}`,
    })),
  );
  const approved: LaborDay[] = [];
  for (const { empId, workDate } of days) approved.push((await loadDay(tx, empId, workDate))!);
  return approved;
}
