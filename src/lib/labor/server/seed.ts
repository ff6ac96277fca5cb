import { isNotNull } from 'drizzle-orm';
import { employees } from '@/lib/server/db/schema/employees';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import type { PunchKind } from '@/lib/labor/hours';
import { matchShift } from '@/lib/labor/shifts';
import { addDays, localTime, weekday, zonedInstant } from '@/lib/labor/time';
import { plantZone } from '@/lib/plants/plant-time';
import { departmentNames } from '@/lib/plant-data/server/employees';
import { demoBadge } from './demo-badge';
import { hashPin } from './pin';
import { seedJobLabor } from './job-labor-seed';
import { laborAbsences, laborBadges, laborDays, laborEmployees, laborPlantRules, laborPunches, laborShifts } from './tables';

const h = (hh: number, mm = 0) => hh * 60 + mm;

/** Each plant's time zone (the kit's), shifts (first, second, third; the third crosses midnight) and pay rule. */
export const PLANT_LABOR = [
  {
    plantId: 'MfgSys',
    timeZone: plantZone('MfgSys'),
    shifts: [
      [h(6), h(14, 30)],
      [h(14, 30), h(23)],
      [h(22, 30), h(6, 30)],
    ],
    dailyOtMinutes: 480,
  },
  {
    plantId: 'SPIRITLA',
    timeZone: plantZone('SPIRITLA'),
    shifts: [
      [h(7), h(15, 30)],
      [h(15, 30), h(0)],
      [h(23), h(7)],
    ],
    dailyOtMinutes: null,
  },
  {
    plantId: 'BGOHIO',
    timeZone: plantZone('BGOHIO'),
    shifts: [
      [h(6), h(14, 30)],
      [h(14), h(22, 30)],
      [h(22), h(6, 30)],
    ],
    dailyOtMinutes: 480,
  },
  {
    plantId: 'REBUILD',
    timeZone: plantZone('REBUILD'),
    shifts: [
      [h(7), h(15, 30)],
      [h(15, 30), h(0)],
      [h(23, 30), h(7, 30)],
    ],
    dailyOtMinutes: null,
  },
] as const;

const DEPARTMENTS = ['Welding', 'Assembly', 'Machining', 'Paint', 'Shipping'];
/** Every demo employee's kiosk PIN. */
export const DEMO_PIN = '1234';

/**
 * Seeds the plants' shifts and rules, each employee's department and PIN, and two weeks of punched days
 * before today (the last week open, a few with a missing punch; the week before approved) with their labor
 * per job operation, in bulk.
 */
export async function seedLaborIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, laborPlantRules))) return false;
  await seedRules(tx);
  const people = await tx
    .select({ empId: employees.empId, plantId: employees.plantId })
    .from(employees)
    .where(isNotNull(employees.plantId))
    .orderBy(employees.empId);
  const pin = hashPin(DEMO_PIN);
  // The employee master's department where it has one, so the time clock and the muster roll agree.
  const master = await departmentNames(
    tx,
    people.map((p) => p.empId),
  );
  await tx
    .insert(laborEmployees)
    .values(
      people.map((p, i) => ({ empId: p.empId, department: master.get(p.empId) ?? DEPARTMENTS[i % DEPARTMENTS.length]!, pinHash: pin })),
    );
  // Enrolled by the demo administrator (Jordan, 1001).
  await tx.insert(laborBadges).values(people.map((p) => ({ badge: demoBadge(p.empId), empId: p.empId, enrolledBy: 1001 })));
  await seedDays(tx, people as { empId: number; plantId: string }[], now);
  await seedJobLabor(tx);
  return true;
}

async function seedRules(tx: Tx): Promise<void> {
  await tx.insert(laborPlantRules).values(
    PLANT_LABOR.map((p) => ({
      plantId: p.plantId,
      timeZone: p.timeZone,
      autoLunchMinutes: 30,
      autoLunchAfterMinutes: 360,
      dailyOtMinutes: p.dailyOtMinutes,
      weeklyOtMinutes: 2400,
      payPeriodAnchor: '2026-01-04',
      payPeriodDays: 14,
    })),
  );
  await tx
    .insert(laborShifts)
    .values(
      PLANT_LABOR.flatMap((p) =>
        p.shifts.map(([startMinute, endMinute], i) => ({ plantId: p.plantId, shift: i + 1, startMinute, endMinute })),
      ),
    );
}

const CALL_OFF_REASONS = ['Sick', 'Family emergency', 'No ride to work'];
const NOTICE_REASONS = ['Vacation', 'Medical appointment', 'Jury duty'];

/**
 * Two weeks of days, with the absences around them: a few call offs (that day has no punches), the
 * tardies of late clock ins, and absence notices filed three days ago for next week.
 */
async function seedDays(tx: Tx, people: { empId: number; plantId: string }[], now: Date): Promise<void> {
  const punches: (typeof laborPunches.$inferInsert)[] = [];
  const days: (typeof laborDays.$inferInsert)[] = [];
  const absences: (typeof laborAbsences.$inferInsert)[] = [];
  people.forEach(({ empId, plantId }, n) => {
    const plant = PLANT_LABOR.find((p) => p.plantId === plantId)!;
    const shift = n % 4 === 3 ? 2 : 1;
    const [start, end] = plant.shifts[shift - 1]!;
    const today = localTime(now, plant.timeZone).date;
    const dates = Array.from({ length: 14 }, (_, i) => addDays(today, i - 14)).filter((d) => weekday(d) !== 0 && weekday(d) !== 6);
    if (n % 7 === 5) {
      const monday = addDays(today, 8 - weekday(today));
      absences.push({
        empId,
        plantId,
        kind: 'absence',
        fromDate: monday,
        toDate: addDays(monday, n % 2),
        reason: NOTICE_REASONS[n % NOTICE_REASONS.length]!,
        madeAt: new Date(now.getTime() - 3 * 86_400_000),
      });
    }
    dates.forEach((date, i) => {
      // 1 is the last weekday before today, 2 the one before it, ...
      const rank = dates.length - i;
      const wobble = ((empId * 7 + i * 13) % 11) - 4;
      const inAt = zonedInstant(date, start + wobble, plant.timeZone);
      if (n % 6 === 4 && (rank === 4 || rank === 8)) {
        const madeAt = zonedInstant(date, start - 90, plant.timeZone);
        const reason = CALL_OFF_REASONS[(n + rank) % CALL_OFF_REASONS.length]!;
        absences.push({ empId, plantId, kind: 'call-off', fromDate: date, toDate: date, shift, reason, madeAt });
        return;
      }
      const outAt = zonedInstant(date, (end < start ? end + 1440 : end) + (((empId + i) % 7) - 2), plant.timeZone);
      if (outAt.getTime() > now.getTime()) return;
      const lunchOut = new Date(inAt.getTime() + 4 * 3_600_000);
      const lunchIn = new Date(lunchOut.getTime() + 30 * 60_000);
      // A few recent days lack a punch, for the approval screen: no clock out, or a lunch never ended.
      const missingOut = rank === 2 && n % 5 === 1;
      const missingLunchEnd = rank === 3 && n % 5 === 2;
      const kinds: [PunchKind, Date][] = [
        ['in', inAt],
        ['lunch-out', lunchOut],
      ];
      if (!missingLunchEnd) kinds.push(['lunch-in', lunchIn]);
      if (!missingOut && !missingLunchEnd) kinds.push(['out', outAt]);
      const match = matchShift(
        inAt,
        plant.shifts.map(([s, e], i) => ({ shift: i + 1, startMinute: s, endMinute: e })),
        plant.timeZone,
      );
      const tardyMinutes = match?.tardyMinutes ?? 0;
      if (tardyMinutes > 0)
        absences.push({
          empId,
          plantId,
          kind: 'tardy',
          fromDate: date,
          toDate: date,
          shift,
          minutes: tardyMinutes,
          reason: 'Clocked in after the shift start',
          madeAt: inAt,
        });
      for (const [kind, at] of kinds)
        punches.push({
          empId,
          plantId,
          kind,
          madeAt: at,
          receivedAt: at,
          workDate: date,
          shift,
          key: `seed-${empId}-${date}-${kind}`,
          source: 'self',
        });
      const approved = rank > 5;
      days.push({
        empId,
        workDate: date,
        plantId,
        shift,
        tardyMinutes,
        status: approved ? 'approved' : 'open',
        approvedBy: approved ? (plantId === 'BGOHIO' ? 3001 : 1001) : null,
        approvedAt: approved ? new Date(Math.min(now.getTime(), outAt.getTime() + 2 * 86_400_000)) : null,
      });
    });
  });
  if (days.length > 0) await tx.insert(laborDays).values(days);
  if (punches.length > 0) await tx.insert(laborPunches).values(punches);
  if (absences.length > 0) await tx.insert(laborAbsences).values(absences);
}
