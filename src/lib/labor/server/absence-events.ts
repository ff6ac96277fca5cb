import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { auditLog } from '@/lib/server/db/schema/access';
import { employees } from '@/lib/server/db/schema/employees';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import type { AbsenceEdit, AbsenceEventInput } from '@/lib/labor/calendar-schemas';
import type { Absence } from '@/lib/labor/schemas';
import { addDays } from '@/lib/labor/time';
import { listAbsences } from './absences';
import { plantLabor } from './plant-rules';
import { laborAbsences } from './tables';

/** The longest event a supervisor records at once, in days after its first. */
const LONGEST_DAYS = 62;

function checkDates(input: { fromDate: string; toDate: string }): void {
  if (input.toDate < input.fromDate) throw InputError.field('toDate', 'before-from', 'The last day cannot be before the first.');
  if (addDays(input.fromDate, LONGEST_DAYS) < input.toDate) throw InputError.field('toDate', 'too-long', 'At most 62 days at once.');
}

async function stored(tx: Database | Tx, id: number): Promise<Absence> {
  const [row] = await listAbsences(tx, { id });
  if (!row) throw new NotFoundError(`There is no absence ${id}.`, { code: 'absence-not-found' });
  return row;
}

/** One calendar event by id (404 when there is none). */
export const absenceById = stored;

/**
 * A supervisor records an employee's call off or absence (days past too: an unreported absence), for the
 * employee's own plant; a call off names a shift of that plant and is recorded once. Audited.
 */
export async function addAbsenceEvent(tx: Tx, input: AbsenceEventInput, by: { empId: number }): Promise<Absence> {
  const [who] = await tx
    .select({ empId: employees.empId, plant: employees.plantId })
    .from(employees)
    .where(eq(employees.empId, input.empId));
  if (!who) throw InputError.field('empId', 'employee-not-found', `There is no employee ${input.empId}.`);
  if (!who.plant) throw InputError.field('empId', 'no-plant', `Employee ${input.empId} belongs to no plant.`);
  checkDates(input);
  let shift: number | null = null;
  if (input.kind === 'call-off') {
    const rule = await plantLabor(tx, who.plant);
    if (input.fromDate !== input.toDate) throw InputError.field('toDate', 'one-day', 'A call off is for one day.');
    if (input.shift === undefined) throw InputError.field('shift', 'required', 'Choose the shift called off.');
    if (!rule?.shifts.some((s) => s.shift === input.shift))
      throw InputError.field('shift', 'no-such-shift', `Plant ${who.plant} has no shift ${input.shift}.`);
    shift = input.shift;
    const [already] = await tx
      .select({ id: laborAbsences.id })
      .from(laborAbsences)
      .where(
        and(
          eq(laborAbsences.empId, who.empId),
          eq(laborAbsences.kind, 'call-off'),
          eq(laborAbsences.fromDate, input.fromDate),
          eq(laborAbsences.shift, shift),
        ),
      );
    if (already) throw InputError.field('fromDate', 'already-called-off', 'This shift is already called off.');
  }
  const [row] = await tx
    .insert(laborAbsences)
    .values({
      empId: who.empId,
      plantId: who.plant,
      kind: input.kind,
      fromDate: input.fromDate,
      toDate: input.toDate,
      shift,
      reason: input.reason,
      note: input.note || null,
    })
    .returning({ id: laborAbsences.id });
  const made = await stored(tx, row!.id);
  await tx
    .insert(auditLog)
    .values({ actorEmpId: by.empId, action: 'create', entity: 'labor_absence', entityId: String(made.id), after: made });
  return made;
}

/** Locks an event for a change, refusing a tardy (it comes from the punches, not from a person). */
async function editable(tx: Tx, id: number): Promise<Absence> {
  await tx.execute(sql`select 1 from ${laborAbsences} where ${laborAbsences.id} = ${id} for update`);
  const before = await stored(tx, id);
  if (before.kind === 'tardy')
    throw new ConflictError('A tardy record follows from the punches; fix the punch instead.', { code: 'tardy-record' });
  return before;
}

/** A supervisor changes an event's dates, reason and note (a call off stays one day); audited with what it was. */
export async function editAbsenceEvent(tx: Tx, id: number, input: AbsenceEdit, by: { empId: number }): Promise<Absence> {
  const before = await editable(tx, id);
  checkDates(input);
  if (before.kind === 'call-off' && input.fromDate !== input.toDate)
    throw InputError.field('toDate', 'one-day', 'A call off is for one day.');
  await tx
    .update(laborAbsences)
    .set({ fromDate: input.fromDate, toDate: input.toDate, reason: input.reason, note: input.note || null })
    .where(eq(laborAbsences.id, id));
  const after = await stored(tx, id);
  await tx
    .insert(auditLog)
    .values({ actorEmpId: by.empId, action: 'update', entity: 'labor_absence', entityId: String(id), before, after });
  return after;
}

/** A supervisor removes an event recorded in error; audited with what it was. */
export async function deleteAbsenceEvent(tx: Tx, id: number, by: { empId: number }): Promise<Absence> {
  const before = await editable(tx, id);
  await tx.delete(laborAbsences).where(eq(laborAbsences.id, id));
  await tx.insert(auditLog).values({ actorEmpId: by.empId, action: 'delete', entity: 'labor_absence', entityId: String(id), before });
  return before;
}
