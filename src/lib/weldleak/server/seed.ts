import { count } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { daysAgo, seededRandom, shiftTime } from '@/lib/server/db/seed-random';
import { DEFECT_TYPES, ENTRY_TYPES, FEATURES, LEAK_LOCATIONS, LOCATIONS, ORIENTATIONS, type WeldLeakInput } from '@/lib/weldleak/schemas';
import { jobNumbersByPlant } from '@/lib/plant-data/server/jobs';
import { diffEntry } from './writes';
import { weldLeakChanges, weldLeakEntries } from './tables';

/** Who records weld leaks at each plant (demo employees). */
const RECORDERS: Record<string, number[]> = {
  MfgSys: [1003, 1004, 1005],
  SPIRITLA: [2001, 2002, 2003],
  BGOHIO: [3001, 3002, 3004],
  REBUILD: [4002, 4003],
};
const OPERATORS = ['J. Ortiz', 'K. Olson', 'A. Torres', 'B. Hoffman', 'M. Fischer', 'R. Diaz', 'S. Nguyen', 'T. Brandt'];
const INITIALS = ['JO', 'KO', 'AT', 'BH', 'MF', 'RD', 'DK', 'LR'];
const ACTIONS = [
  'Ground out and re-welded, retested OK',
  'Back-gouged porosity, re-welded one pass, retested OK',
  'Added fill pass at port weld, retested OK',
  'Adjusted robot torch angle and re-welded',
  'Cleaned joint, replaced contact tip, re-welded',
];

/** Seeds about 300 weld leak entries over the last six months across the plants, the recent ones often still incomplete. */
export async function seedWeldLeaks(tx: Tx, now = new Date()): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(weldLeakEntries);
  if ((existing?.n ?? 0) > 0) return false;
  const r = seededRandom(11);
  const jobsOf = await jobNumbersByPlant(tx);
  const plants = Object.keys(RECORDERS);
  for (let i = 0; i < 300; i++) {
    const age = Math.floor((1 - i / 300) * 182);
    const plant = r.pick(plants, 1.3);
    const incomplete = age < 14 ? r.next() < 0.6 : r.next() < 0.1;
    const input: WeldLeakInput = {
      plant: plant as WeldLeakInput['plant'],
      date: daysAgo(now, age),
      type: r.pick(ENTRY_TYPES, 1.6),
      cylinderNumber: `${plant.slice(0, 2).toUpperCase()}${String(240000 + i * 7).padStart(7, '0')}`,
      cell: `Cell ${r.int(1, 8)}`,
      jobNumber: r.pick(jobsOf.get(plant) ?? ['118204']),
      shift: r.int(1, 3),
      robotOperator: r.pick(OPERATORS),
      quantity: r.next() < 0.85 ? 1 : r.int(2, 4),
      location: r.pick(LOCATIONS, 2.5),
      leakLocation: r.pick(LEAK_LOCATIONS, 2),
      defectType: r.pick(DEFECT_TYPES, 2.2),
      feature: r.pick(FEATURES, 1.8),
      orientation: r.pick(ORIENTATIONS),
      repairInitials: incomplete && r.next() < 0.7 ? '' : r.pick(INITIALS),
      repairMinutes: null,
      correctiveAction: '',
      comments: r.next() < 0.2 ? 'Found on second pressure test' : '',
    };
    if (input.repairInitials) {
      input.repairMinutes = r.int(5, 90);
      input.correctiveAction = r.pick(ACTIONS);
    }
    const recorder = r.pick(RECORDERS[plant]!);
    // Recorded half an hour into its shift; before today's shift has started, its entry is yesterday's:
    // no record lies in the future.
    let createdAt = shiftTime(input.date, input.shift, 30);
    if (createdAt > now) {
      input.date = daysAgo(now, age + 1);
      createdAt = shiftTime(input.date, input.shift, 30);
    }
    const closedAt = incomplete ? null : new Date(Math.min(createdAt.getTime() + r.int(1, 20) * 3_600_000, now.getTime()));
    const { plant: plantId, date: entryDate, ...fields } = input;
    const [row] = await tx
      .insert(weldLeakEntries)
      .values({
        ...fields,
        plantId,
        entryDate,
        status: incomplete ? 'incomplete' : 'complete',
        createdBy: recorder,
        createdAt,
        closedBy: closedAt ? recorder : null,
        closedAt,
      })
      .returning({ id: weldLeakEntries.id });
    const history: (typeof weldLeakChanges.$inferInsert)[] = [
      { entryId: row!.id, action: 'create', empId: recorder, at: createdAt, changes: diffEntry({}, input) },
    ];
    if (closedAt)
      history.push({
        entryId: row!.id,
        action: 'close',
        empId: recorder,
        at: closedAt,
        changes: [{ field: 'status', before: 'incomplete', after: 'complete' }],
      });
    await tx.insert(weldLeakChanges).values(history);
  }
  return true;
}
