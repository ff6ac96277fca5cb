import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import type { Tx } from '@/lib/server/db/database';
import { NotAllowedError } from '@/lib/server/errors';
import { announceLabor } from './live';
import { verifyPin } from './pin';
import { laborEmployees } from './tables';

/** Wrong PINs in a row that lock an employee's PIN entry at the kiosks. */
export const PIN_ATTEMPTS = 5;
/** How long the lock lasts; a supervisor can lift it sooner. */
export const PIN_LOCK_MINUTES = 15;

/** What the kiosk knows of the employee's PIN when it checks one. */
export interface PinState {
  empId: number;
  plant: string;
  pinHash: string | null;
  pinFailures: number | null;
  pinLockedUntil: Date | null;
}

function locked(until: Date): NotAllowedError {
  const message = `Too many wrong PINs: PIN entry is locked until ${until.toISOString()}.`;
  return new NotAllowedError(message, {
    code: 'pin-locked',
    fields: [{ field: 'pin', code: 'pin-locked', message }],
    extra: { lockedUntil: until.toISOString() },
  });
}

/**
 * Checks a PIN typed at a kiosk. A wrong one is counted (in one statement, so two kiosks guessing at
 * once count both); the PIN_ATTEMPTS-th in a row locks PIN entry for PIN_LOCK_MINUTES, announced on
 * the plant's live stream so supervisors see it. A right PIN clears the count. A badge is not checked:
 * it is the employee's own card.
 */
export async function checkPin(db: Database, who: PinState, pin: string | undefined, now = new Date()): Promise<void> {
  if (who.pinLockedUntil && who.pinLockedUntil > now) throw locked(who.pinLockedUntil);
  if (pin && who.pinHash && verifyPin(pin, who.pinHash)) {
    if (who.pinFailures)
      await db.update(laborEmployees).set({ pinFailures: 0, pinLockedUntil: null }).where(eq(laborEmployees.empId, who.empId));
    return;
  }
  const until = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
  const reaches = sql`${laborEmployees.pinFailures} + 1 >= ${PIN_ATTEMPTS}`;
  const [after] = await db
    .update(laborEmployees)
    .set({
      pinFailures: sql`case when ${reaches} then 0 else ${laborEmployees.pinFailures} + 1 end`,
      pinLockedUntil: sql`case when ${reaches} then ${until.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(laborEmployees.empId, who.empId), or(isNull(laborEmployees.pinLockedUntil), lte(laborEmployees.pinLockedUntil, now))))
    .returning({ lockedUntil: laborEmployees.pinLockedUntil });
  if (after?.lockedUntil) {
    await announceLabor(db, { plant: who.plant, empId: who.empId });
    throw locked(after.lockedUntil);
  }
  if (!after && who.pinHash) {
    // Another kiosk's wrong PIN locked it in the meantime.
    const [row] = await db
      .select({ until: laborEmployees.pinLockedUntil })
      .from(laborEmployees)
      .where(and(eq(laborEmployees.empId, who.empId), gt(laborEmployees.pinLockedUntil, now)));
    if (row?.until) throw locked(row.until);
  }
  throw new NotAllowedError('That PIN is not right.', {
    code: 'wrong-pin',
    fields: [{ field: 'pin', code: 'wrong-pin', message: 'That PIN is not right.' }],
  });
}

/** Lifts an employee's PIN lock and clears the count (a supervisor who has seen who it is); false: no such employee. */
export async function unlockPin(tx: Tx, empId: number): Promise<boolean> {
  const rows = await tx
    .update(laborEmployees)
    .set({ pinFailures: 0, pinLockedUntil: null })
    .from(employees)
    .where(and(eq(laborEmployees.empId, empId), eq(employees.empId, laborEmployees.empId)))
    .returning({ plant: employees.plantId });
  const plant = rows[0]?.plant;
  if (plant) await announceLabor(tx, { plant, empId });
  return rows.length > 0;
}
