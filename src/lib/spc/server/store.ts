import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import { InputError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { ALL_TESTS, assembleChart, computeLimits, isVariableChart, outOfSpec, toSubgroup } from '@/lib/spc';
import type {
  CharacteristicInput,
  Characteristic,
  ChartAnswer,
  CorrectionInput,
  PhaseInput,
  StoredSubgroup,
  SubgroupCreated,
  TestsAnswer,
  TestsInput,
  SubgroupInput,
} from '@/lib/spc/schemas';
import { characteristicInputSchema } from '@/lib/spc/schemas';
import { spcCharacteristics, spcCorrections, spcPhases, spcSets, spcSubgroups, spcTestChanges } from './tables';

type Db = Database | Tx;

/** A refusal of one field, with the values its message is made of (a screen says it in its own language from them). */
function refuse(field: string, code: string, message: string, values?: Record<string, string | number>): InputError {
  return new InputError(message, { code, fields: [{ field, code, message, ...(values ? { values } : {}) }] });
}
const byName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

const characteristicColumns = {
  id: spcCharacteristics.id,
  setId: spcCharacteristics.setId,
  plant: spcSets.plantId,
  partNum: spcSets.partNum,
  operation: spcSets.operation,
  name: spcCharacteristics.name,
  unit: spcCharacteristics.unit,
  nominal: spcCharacteristics.nominal,
  lsl: spcCharacteristics.lsl,
  usl: spcCharacteristics.usl,
  subgroupSize: spcCharacteristics.subgroupSize,
  frequency: spcCharacteristics.frequency,
  chartType: spcCharacteristics.chartType,
  tests: spcCharacteristics.tests,
  subgroups: sql<number>`(select count(*)::int from spc_subgroups g where g.characteristic_id = ${spcCharacteristics.id})`,
  lastTakenAt: sql<
    string | null
  >`(select to_char(max(g.taken_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from spc_subgroups g where g.characteristic_id = ${spcCharacteristics.id})`,
};

/** The characteristics of a plant (all plants when none), by part, operation and name. */
export async function listCharacteristics(
  db: Db,
  filter: { plant?: string | undefined; partNum?: string | undefined; setId?: number | undefined },
): Promise<Characteristic[]> {
  const where: SQL | undefined = and(
    filter.plant ? eq(spcSets.plantId, filter.plant) : undefined,
    filter.partNum ? eq(spcSets.partNum, filter.partNum) : undefined,
    filter.setId ? eq(spcSets.id, filter.setId) : undefined,
  );
  return db
    .select(characteristicColumns)
    .from(spcCharacteristics)
    .innerJoin(spcSets, eq(spcSets.id, spcCharacteristics.setId))
    .where(where)
    .orderBy(spcSets.plantId, spcSets.partNum, spcSets.operation, spcCharacteristics.name);
}

/** One characteristic; 404 when there is none. */
export async function characteristicOf(db: Db, id: number): Promise<Characteristic> {
  const [row] = await db
    .select(characteristicColumns)
    .from(spcCharacteristics)
    .innerJoin(spcSets, eq(spcSets.id, spcCharacteristics.setId))
    .where(eq(spcCharacteristics.id, id));
  if (!row) throw new NotFoundError(`There is no characteristic ${id}.`, { code: 'characteristic-not-found' });
  return row;
}

/** The plant of a subgroup's characteristic; null when there is no such subgroup. */
export async function subgroupPlant(db: Db, subgroupId: number): Promise<string | null> {
  const [row] = await db
    .select({ plant: spcSets.plantId })
    .from(spcSubgroups)
    .innerJoin(spcCharacteristics, eq(spcCharacteristics.id, spcSubgroups.characteristicId))
    .innerJoin(spcSets, eq(spcSets.id, spcCharacteristics.setId))
    .where(eq(spcSubgroups.id, subgroupId));
  return row?.plant ?? null;
}

/** Creates a characteristic in its part's inspection set (made when it is the part's first at that operation). */
export async function createCharacteristic(tx: Tx, input: CharacteristicInput, plant: string, empId: number): Promise<{ id: number }> {
  const c = characteristicInputSchema.parse(input);
  await tx.insert(spcSets).values({ plantId: plant, partNum: c.partNum, operation: c.operation }).onConflictDoNothing();
  const [set] = await tx
    .select({ id: spcSets.id })
    .from(spcSets)
    .where(and(eq(spcSets.plantId, plant), eq(spcSets.partNum, c.partNum), eq(spcSets.operation, c.operation)));
  const [dup] = await tx
    .select({ id: spcCharacteristics.id })
    .from(spcCharacteristics)
    .where(and(eq(spcCharacteristics.setId, set!.id), eq(spcCharacteristics.name, c.name)));
  if (dup)
    throw refuse('name', 'name-used', `Part ${c.partNum} already has a characteristic named ${c.name} at operation ${c.operation}.`, {
      name: c.name,
    });
  const tests = c.tests ?? (isVariableChart(c.chartType) ? ALL_TESTS : ALL_TESTS.filter((t) => t.test <= 4));
  const [row] = await tx
    .insert(spcCharacteristics)
    .values({
      setId: set!.id,
      name: c.name,
      unit: c.unit,
      nominal: c.nominal,
      lsl: c.lsl,
      usl: c.usl,
      subgroupSize: c.subgroupSize,
      frequency: c.frequency,
      chartType: c.chartType,
      tests: [...tests],
      createdBy: empId,
    })
    .returning({ id: spcCharacteristics.id });
  return { id: row!.id };
}

/** Refuses values that do not fit the characteristic: the wrong count of readings, or a count where readings belong. */
export function checkSubgroup(ch: Characteristic, input: SubgroupInput): void {
  if (isVariableChart(ch.chartType)) {
    if (!('readings' in input))
      throw refuse('readings', 'readings-required', `Characteristic ${ch.name} takes ${ch.subgroupSize} readings.`, {
        size: ch.subgroupSize,
      });
    if (input.readings.length !== ch.subgroupSize)
      throw refuse('readings', 'wrong-count', `A subgroup of ${ch.name} has ${ch.subgroupSize} readings, not ${input.readings.length}.`, {
        size: ch.subgroupSize,
        count: input.readings.length,
      });
    return;
  }
  if (!('count' in input)) throw refuse('count', 'count-required', `Characteristic ${ch.name} takes a count and a sample size.`);
  if (ch.chartType !== 'c' && ch.chartType !== 'u' && input.count > input.sampleSize)
    throw refuse('count', 'count-over-sample', `${input.count} defective of ${input.sampleSize} is more than the sample.`, {
      count: input.count,
      sampleSize: input.sampleSize,
    });
}

/** Subgroups of a characteristic, oldest first, for the chart. */
export async function subgroupRows(db: Db, characteristicId: number) {
  const rows = await db
    .select({
      id: spcSubgroups.id,
      readings: spcSubgroups.readings,
      count: spcSubgroups.count,
      sampleSize: spcSubgroups.sampleSize,
      takenAt: spcSubgroups.takenAt,
      by: byName,
    })
    .from(spcSubgroups)
    .innerJoin(employees, eq(employees.empId, spcSubgroups.empId))
    .where(eq(spcSubgroups.characteristicId, characteristicId))
    .orderBy(asc(spcSubgroups.takenAt), asc(spcSubgroups.id));
  return rows.map((r) => ({ ...r, takenAt: r.takenAt.toISOString() }));
}

async function phaseRows(db: Db, characteristicId: number) {
  const rows = await db
    .select({ startSubgroupId: spcPhases.startSubgroupId, limits: spcPhases.limits, note: spcPhases.note, by: byName, at: spcPhases.at })
    .from(spcPhases)
    .innerJoin(employees, eq(employees.empId, spcPhases.empId))
    .where(eq(spcPhases.characteristicId, characteristicId))
    .orderBy(asc(spcPhases.at), asc(spcPhases.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The chart answer of a characteristic (the last `last` points plotted). */
export async function chartOf(db: Db, id: number, last?: number): Promise<ChartAnswer> {
  const characteristic = await characteristicOf(db, id);
  const [subgroups, phases] = [await subgroupRows(db, id), await phaseRows(db, id)];
  return assembleChart({ characteristic, subgroups, phases, last });
}

/** Stores a subgroup and answers where it lies: readings outside the specification and the tests its point breaks. */
export async function addSubgroup(
  tx: Tx,
  ch: Characteristic,
  input: SubgroupInput,
  empId: number,
  now = new Date(),
): Promise<SubgroupCreated> {
  checkSubgroup(ch, input);
  const takenAt = input.takenAt ? new Date(input.takenAt) : now;
  if (takenAt.getTime() > now.getTime() + 5 * 60_000) throw refuse('takenAt', 'in-future', 'takenAt: must not be in the future.');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`spc ${ch.id}`}))`);
  const values = 'readings' in input ? { readings: input.readings } : { count: input.count, sampleSize: input.sampleSize };
  const [row] = await tx
    .insert(spcSubgroups)
    .values({ characteristicId: ch.id, ...values, takenAt, empId })
    .returning({ id: spcSubgroups.id });
  const subgroups = await subgroupRows(tx, ch.id);
  const chart = assembleChart({ characteristic: ch, subgroups, phases: await phaseRows(tx, ch.id) });
  // A reading taken offline may land before later ones: find its own point by its position in time.
  const index = subgroups.findIndex((r) => r.id === row!.id);
  const point = chart.charts[0]?.points.find((p) => p.index === index);
  return { id: row!.id, index, outOfSpec: 'readings' in input ? outOfSpec(input.readings, ch.lsl, ch.usl) : [], tests: point?.tests ?? [] };
}

/** Every subgroup of a characteristic with its corrections (newest last), or its last `last` ones (their indexes kept). */
export async function listSubgroups(db: Db, characteristicId: number, last?: number): Promise<StoredSubgroup[]> {
  const all = await subgroupRows(db, characteristicId);
  const from = last ? Math.max(0, all.length - last) : 0;
  const rows = all.slice(from);
  const ids = rows.map((r) => r.id);
  const corrections =
    ids.length === 0
      ? []
      : await db
          .select({
            subgroupId: spcCorrections.subgroupId,
            previous: spcCorrections.previous,
            reason: spcCorrections.reason,
            by: byName,
            at: spcCorrections.at,
          })
          .from(spcCorrections)
          .innerJoin(employees, eq(employees.empId, spcCorrections.empId))
          .where(inArray(spcCorrections.subgroupId, ids))
          .orderBy(asc(spcCorrections.at), asc(spcCorrections.id));
  return rows.map((r, i) => ({
    id: r.id,
    index: from + i,
    readings: r.readings,
    count: r.count,
    sampleSize: r.sampleSize,
    takenAt: r.takenAt,
    by: r.by,
    corrections: corrections
      .filter((c) => c.subgroupId === r.id)
      .map((c) => ({ reason: c.reason, by: c.by, previous: c.previous, at: c.at.toISOString() })),
  }));
}

/** Corrects a subgroup with a reason; the values before are kept in its corrections. */
export async function correctSubgroup(tx: Tx, subgroupId: number, input: CorrectionInput, empId: number): Promise<StoredSubgroup> {
  const [row] = await tx.select().from(spcSubgroups).where(eq(spcSubgroups.id, subgroupId)).for('update');
  if (!row) throw new NotFoundError(`There is no subgroup ${subgroupId}.`, { code: 'subgroup-not-found' });
  const ch = await characteristicOf(tx, row.characteristicId);
  checkSubgroup(ch, input);
  const previous = row.readings ?? [row.count ?? 0, row.sampleSize ?? 0];
  await tx.insert(spcCorrections).values({ subgroupId, previous, reason: input.reason, empId });
  const values = 'readings' in input ? { readings: input.readings } : { count: input.count, sampleSize: input.sampleSize };
  await tx.update(spcSubgroups).set(values).where(eq(spcSubgroups.id, subgroupId));
  const all = await listSubgroups(tx, ch.id);
  return all.find((s) => s.id === subgroupId)!;
}

/** Freezes limits computed from `baseline` subgroups from `start` on, as a new phase from `start` (kept in history). */
export async function addPhase(tx: Tx, ch: Characteristic, input: PhaseInput, empId: number): Promise<{ start: number; end: number }> {
  const rows = await subgroupRows(tx, ch.id);
  if (input.start + input.baseline > rows.length)
    throw refuse('baseline', 'baseline-too-long', `Only ${rows.length - input.start} subgroups follow subgroup ${input.start + 1}.`, {
      available: Math.max(0, rows.length - input.start),
    });
  const limits = computeLimits(ch.chartType, rows.slice(input.start, input.start + input.baseline).map(toSubgroup));
  await tx.insert(spcPhases).values({ characteristicId: ch.id, startSubgroupId: rows[input.start]!.id, limits, note: input.note, empId });
  return { start: input.start, end: input.start + input.baseline };
}

/** A characteristic's tests and every change of them, newest first. */
export async function testsOf(db: Db, ch: Characteristic): Promise<TestsAnswer> {
  const rows = await db
    .select({
      previous: spcTestChanges.previous,
      tests: spcTestChanges.tests,
      reason: spcTestChanges.reason,
      by: byName,
      at: spcTestChanges.at,
    })
    .from(spcTestChanges)
    .innerJoin(employees, eq(employees.empId, spcTestChanges.empId))
    .where(eq(spcTestChanges.characteristicId, ch.id))
    .orderBy(desc(spcTestChanges.at), desc(spcTestChanges.id));
  return { tests: ch.tests, history: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

/** Changes which tests are on and their K, keeping the settings before with the reason; the charts apply them at once. */
export async function changeTests(tx: Tx, id: number, input: TestsInput, empId: number): Promise<TestsAnswer> {
  const [row] = await tx
    .select({ tests: spcCharacteristics.tests })
    .from(spcCharacteristics)
    .where(eq(spcCharacteristics.id, id))
    .for('update');
  if (!row) throw new NotFoundError(`There is no characteristic ${id}.`, { code: 'characteristic-not-found' });
  const tests = [...input.tests].sort((a, b) => a.test - b.test);
  await tx.insert(spcTestChanges).values({ characteristicId: id, previous: row.tests, tests, reason: input.reason, empId });
  await tx.update(spcCharacteristics).set({ tests }).where(eq(spcCharacteristics.id, id));
  return testsOf(tx, await characteristicOf(tx, id));
}
