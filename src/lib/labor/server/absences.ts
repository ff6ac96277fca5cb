import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import { groupMembers, subAppGrants } from '@/lib/server/db/schema/access';
import { InputError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { createNotification } from '@/lib/server/notify/notify';
import type { NotificationText } from '@/lib/notify/text';
import { LABOR_APPROVAL, type Absence } from '@/lib/labor/schemas';
import { shiftWindow } from '@/lib/labor/shifts';
import { localTime } from '@/lib/labor/time';
import { plantZone } from '@/lib/plants/plant-time';
import { plantLabor } from './plant-rules';
import { laborAbsences } from './tables';

/** The employee an absence is for. */
export interface AbsentEmployee {
  empId: number;
  name: string;
  plant: string;
}

const columns = {
  id: laborAbsences.id,
  empId: laborAbsences.empId,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  plant: laborAbsences.plantId,
  kind: laborAbsences.kind,
  fromDate: laborAbsences.fromDate,
  toDate: laborAbsences.toDate,
  shift: laborAbsences.shift,
  minutes: laborAbsences.minutes,
  reason: laborAbsences.reason,
  note: laborAbsences.note,
  madeAt: laborAbsences.madeAt,
};

/** Absences overlapping a date range, by plant, employee and kind, newest first. */
export async function listAbsences(
  db: Database | Tx,
  filter: {
    id?: number | undefined;
    plant?: string | undefined;
    empId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
    kind?: Absence['kind'] | undefined;
  },
): Promise<Absence[]> {
  const where: SQL | undefined = and(
    filter.id === undefined ? undefined : eq(laborAbsences.id, filter.id),
    filter.plant ? eq(laborAbsences.plantId, filter.plant) : undefined,
    filter.empId === undefined ? undefined : eq(laborAbsences.empId, filter.empId),
    filter.from ? gte(laborAbsences.toDate, filter.from) : undefined,
    filter.to ? lte(laborAbsences.fromDate, filter.to) : undefined,
    filter.kind ? eq(laborAbsences.kind, filter.kind) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(laborAbsences)
    .innerJoin(employees, eq(employees.empId, laborAbsences.empId))
    .where(where)
    .orderBy(desc(laborAbsences.fromDate), desc(laborAbsences.id))
    .limit(1000);
  return rows.map((r) => ({ ...r, madeAt: r.madeAt.toISOString() }));
}

/** The company e-mail of the supervisors (holders of LaborMod_Approval) of a plant; every holder when the plant has none. */
export async function supervisorsOf(db: Database | Tx, plant: string): Promise<string[]> {
  const holders = await db
    .selectDistinct({ email: employees.companyEmail, plant: employees.plantId })
    .from(employees)
    .where(
      sql`${employees.empId} in (select ${subAppGrants.empId} from ${subAppGrants} where ${subAppGrants.subAppId} = ${LABOR_APPROVAL}
        union select ${groupMembers.empId} from ${groupMembers} join ${subAppGrants} on ${subAppGrants.groupId} = ${groupMembers.groupId}
        where ${subAppGrants.subAppId} = ${LABOR_APPROVAL})`,
    );
  const own = holders.filter((h) => h.plant === plant);
  return (own.length > 0 ? own : holders).map((h) => h.email).sort();
}

async function record(
  tx: Tx,
  who: AbsentEmployee,
  values: Omit<typeof laborAbsences.$inferInsert, 'empId' | 'plantId'>,
  message: NotificationText,
): Promise<Absence> {
  const [row] = await tx
    .insert(laborAbsences)
    .values({ ...values, empId: who.empId, plantId: who.plant })
    .returning({ id: laborAbsences.id });
  for (const username of await supervisorsOf(tx, who.plant))
    await createNotification(tx as unknown as Database, { username, message, action: '/absencecalendar' });
  const [stored] = await tx
    .select(columns)
    .from(laborAbsences)
    .innerJoin(employees, eq(employees.empId, laborAbsences.empId))
    .where(eq(laborAbsences.id, row!.id));
  return { ...stored!, madeAt: stored!.madeAt.toISOString() };
}

/** Calls off one shift before it starts; the plant's supervisors are notified. */
export async function callOff(
  tx: Tx,
  who: AbsentEmployee,
  input: { date: string; shift: number; reason: string },
  now = new Date(),
): Promise<Absence> {
  const rule = await plantLabor(tx, who.plant);
  const shift = rule?.shifts.find((s) => s.shift === input.shift);
  if (!rule || !shift) throw InputError.field('shift', 'no-such-shift', `Plant ${who.plant} has no shift ${input.shift}.`);
  if (shiftWindow(input.date, shift, rule.timeZone).start.getTime() <= now.getTime())
    throw InputError.field('date', 'shift-started', 'A shift can be called off only before it starts.');
  const [already] = await tx
    .select({ id: laborAbsences.id })
    .from(laborAbsences)
    .where(
      and(
        eq(laborAbsences.empId, who.empId),
        inArray(laborAbsences.kind, ['call-off']),
        eq(laborAbsences.fromDate, input.date),
        eq(laborAbsences.shift, input.shift),
      ),
    );
  if (already) throw InputError.field('date', 'already-called-off', 'This shift is already called off.');
  return record(
    tx,
    who,
    { kind: 'call-off', fromDate: input.date, toDate: input.date, shift: input.shift, reason: input.reason },
    { key: 'calledOff', values: { who: who.name, shift: input.shift, date: input.date, reason: input.reason } },
  );
}

/** Files an absence notice for future days; the plant's supervisors are notified. */
export async function absenceNotice(
  tx: Tx,
  who: AbsentEmployee,
  input: { fromDate: string; toDate: string; reason: string; note?: string | undefined },
  now = new Date(),
): Promise<Absence> {
  const rule = await plantLabor(tx, who.plant);
  const today = localTime(now, rule?.timeZone ?? plantZone(who.plant)).date;
  if (input.fromDate <= today) throw InputError.field('fromDate', 'not-future', 'An absence notice is for days after today.');
  if (input.toDate < input.fromDate) throw InputError.field('toDate', 'before-from', 'The last day cannot be before the first.');
  return record(
    tx,
    who,
    { kind: 'absence', fromDate: input.fromDate, toDate: input.toDate, reason: input.reason, note: input.note ?? null },
    input.fromDate === input.toDate
      ? { key: 'absentDay', values: { who: who.name, date: input.fromDate, reason: input.reason } }
      : { key: 'absentRange', values: { who: who.name, from: input.fromDate, to: input.toDate, reason: input.reason } },
  );
}
