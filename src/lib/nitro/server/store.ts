import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { keptRead } from '@/lib/server/db/generations';
import { isoText, prepared, preparedByPlant, runPage, runStatement, type PreparedValue } from '@/lib/server/db/prepared';
import { ConflictError, InputError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import type { RecordActor } from '@/lib/server/api/actor';
import { judgeCharge } from '@/lib/nitro/rules';
import type { ChargeInput, ChargeRecord, ChargeSpec } from '@/lib/nitro/schemas';
import { nitroCharges, nitroSpecs } from './tables';

// A charge as every read answers it (the list, a cylinder's history, a stored charge): one select list,
// so the list and the history cannot answer a charge differently. Timestamps as `toISOString` writes them.
const CHARGE = `select n.id, n.serial_number as "serialNumber", n.job_number as "jobNumber", n.part_num as "partNum", n.plant_id as plant,
       n.temp_at_charge_f as "tempAtChargeF", n.temp_at_check_f as "tempAtCheckF", n.final_pressure_psi as "finalPressurePsi",
       n.pressure_decay_psi as "pressureDecayPsi", n.packaging_pressure_psi as "packagingPressurePsi",
       n.paint_line_emp_id as "paintLineEmpId", n.safety_wire as "safetyWire", n.new_reading as "newReading",
       n.corrected_psi as "correctedPsi", n.result, n.reasons, n.spec, e.first_name || ' ' || e.last_name as by,
       ${isoText('n.at')} as at
     from nitro_charges n join employees e on e.emp_id = n.emp_id`;

const HISTORY = prepared('nitro_history', ['text'], `${CHARGE} where n.serial_number = $1 order by n.at, n.id`);
const ONE = prepared('nitro_one', ['integer'], `${CHARGE} where n.id = $1`);

/** The specification of a part, or null. */
export async function specOf(db: Database | Tx, partNum: string): Promise<ChargeSpec | null> {
  const [spec] = await db.select().from(nitroSpecs).where(eq(nitroSpecs.partNum, partNum));
  return spec ?? null;
}

/** Every part's specification. */
export async function listSpecs(db: Database): Promise<ChargeSpec[]> {
  return db.select().from(nitroSpecs).orderBy(nitroSpecs.partNum);
}

// The list's reads, planned once (see `prepared`): building them with drizzle cost the server more than
// running them. One statement per plant filter (one plant, every plant) keeps the plant index usable;
// the serial number prefix ($1, a LIKE pattern) and the result ($2) are null when not asked for.
const WHERE = (onePlant: boolean, first: number) =>
  `($${first}::text is null or n.serial_number ilike $${first}) and ($${first + 1}::text is null or n.result = $${first + 1})
   ${onePlant ? `and n.plant_id = $${first + 2}` : ''}`;
const WHERE_TYPES = (onePlant: boolean) => ['text', 'text', ...(onePlant ? (['text'] as const) : [])] as const;
const COUNT = preparedByPlant(
  'nitro_count',
  WHERE_TYPES,
  (onePlant) => `select count(*)::int as n from nitro_charges n where ${WHERE(onePlant, 1)}`,
);
const PAGE = preparedByPlant(
  'nitro_page',
  (onePlant) => ['integer', 'integer', ...WHERE_TYPES(onePlant)],
  (onePlant) =>
    `${CHARGE}
     where ${WHERE(onePlant, 3)}
     order by n.at desc, n.id desc limit $1 offset $2`,
);

/** Charges newest first, by plant and serial number prefix, one page. */
export async function listCharges(
  db: Database,
  filter: { plant?: string | undefined; serial?: string | undefined; result?: 'PASS' | 'FAIL' | undefined },
  page: number,
  pageSize: number,
) {
  const onePlant = filter.plant ? 1 : 0;
  const values: PreparedValue[] = [
    filter.serial ? `${filter.serial.replace(/[\\%_]/g, '\\$&')}%` : null,
    filter.result ?? null,
    ...(filter.plant ? [filter.plant] : []),
  ];
  return runPage<ChargeRecord>(db, { count: COUNT[onePlant], rows: PAGE[onePlant] }, values, page, pageSize);
}

/**
 * `listCharges` as a request reads it: from memory while the 'nitroCharges' counter stands (any charge
 * recorded, or a person's name the rows show changed, reaches the next request).
 */
export const listChargesRead = keptRead('nitroCharges', 500, listCharges);

/** Every reading of one cylinder, oldest first. */
export async function cylinderHistory(db: Database | Tx, serialNumber: string): Promise<ChargeRecord[]> {
  return runStatement<ChargeRecord>(db, HISTORY, [serialNumber]);
}

/** What a charge needs besides its fields: the job's part and plant and that part's specification. */
export interface ChargeContext {
  partNum: string;
  plant: string;
  spec: ChargeSpec;
  actor: RecordActor;
}

/**
 * Stores a reading judged against the specification. A cylinder whose last reading passed is not
 * charged again (409); after a failure the new reading is a re-charge and the history stays.
 */
export async function recordCharge(tx: Tx, input: ChargeInput, context: ChargeContext): Promise<ChargeRecord> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nitro ${input.serialNumber}`}))`);
  const history = await cylinderHistory(tx, input.serialNumber);
  const last = history.at(-1);
  if (last?.result === 'PASS') {
    throw new ConflictError(`Cylinder ${input.serialNumber} already passed on ${last.at.slice(0, 10)}.`, { code: 'already-passed' });
  }
  if (last && last.jobNumber.split('-')[0] !== input.jobNumber.split('-')[0]) {
    throw InputError.field('jobNumber', 'other-job', `Cylinder ${input.serialNumber} was charged on job ${last.jobNumber}.`);
  }
  const verdict = judgeCharge(input, context.spec);
  const [row] = await tx
    .insert(nitroCharges)
    .values({
      ...input,
      partNum: context.partNum,
      plantId: context.plant,
      newReading: last !== undefined,
      correctedPsi: verdict.correctedPsi,
      result: verdict.result,
      reasons: verdict.reasons,
      spec: context.spec,
      empId: context.actor.empId,
    })
    .returning({ id: nitroCharges.id });
  const [stored] = await runStatement<ChargeRecord>(tx, ONE, [row!.id]);
  return stored!;
}
