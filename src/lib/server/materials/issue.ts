import { and, eq, sql } from 'drizzle-orm';
import { onPglite, prepared, runPrepared } from '@/lib/server/db/prepared';
import type { Database } from '@/lib/server/db/database';
import { ConflictError, InputError, NotAllowedError } from '@/lib/server/errors';
import { BACKFLUSH_MESSAGE, NOT_AUTHORIZED_MESSAGE, binQuantityMessage, checkIssue, holdsRight } from '@/lib/materials/rules';
import type { MaterialIssueInput, MaterialIssueResult } from '@/lib/materials/schemas';
import type { MaterialsActor } from './access';
import { bins, jobAssemblies, jobs } from './tables';

/**
 * The 'materials' cache counter (migration 0011), locked first: its triggers take it at the start of
 * every change of the job tables, so an issue, which locks rows before writing, takes it before them
 * (one lock order, no deadlock on PostgreSQL). Not needed on PGlite, which runs one transaction at a time.
 */
const TOPIC_LOCK = 'select gen from cache_generations where topic = \'materials\' for update';

/** The job material and its job, locked for the issue. */
const MATERIAL = prepared('materials_issue_material', ['text', 'integer', 'integer'], `
  select m.part_num, m.required_qty::float8 as required_qty, m.issued_qty::float8 as issued_qty, m.backflush, m.issued_complete, j.plant_id, j.status
  from job_materials m join jobs j on j.job_num = m.job_num
  where m.job_num = $1 and m.assembly_seq = $2 and m.mtl_seq = $3
  for update of m`);
type MaterialRow = { part_num: string; required_qty: number; issued_qty: number; backflush: boolean; issued_complete: boolean; plant_id: string; status: string };

/** The stock of the part in the bin (one row per heat and lot), locked for the issue. */
const STOCK = prepared('materials_issue_stock', ['text', 'text', 'text', 'text'], `
  select id, heat_num, lot_num, quantity::float8 as quantity from on_hand
  where plant_id = $1 and warehouse_code = $2 and bin_num = $3 and part_num = $4
  order by id for update`);
type StockRow = { id: number; heat_num: string; lot_num: string; quantity: number };

/**
 * Every write of an issue in one statement: takes the quantity from the stock row (only if still
 * enough), adds it to the material, appends the ledger row and starts a job not yet started.
 */
const WRITE = prepared('materials_issue_write', ['numeric', 'integer', 'text', 'integer', 'integer', 'integer', 'text', 'text', 'text', 'text', 'text', 'text', 'text'], `
  with taken as (
    update on_hand set quantity = quantity - $1 where id = $2 and quantity >= $1 returning id
  ), issued as (
    update job_materials set issued_qty = issued_qty + $1
    where job_num = $3 and assembly_seq = $4 and mtl_seq = $5 and exists (select 1 from taken)
    returning issued_qty, required_qty
  ), ledger as (
    insert into material_ledger (tran_type, emp_id, username, plant_id, part_num, warehouse_code, bin_num, heat_num, lot_num, quantity, job_num, assembly_seq, mtl_seq)
    select 'ISSUE', $6, $7, $8, $9, $10, $11, $12, $13, $1, $3, $4, $5 from issued
    returning tran_id
  ), started as (
    update jobs set status = 'in progress' where job_num = $3 and status = 'not started' and exists (select 1 from issued) returning 1
  )
  select (select issued_qty::float8 from issued) as issued_qty, (select required_qty::float8 from issued) as required_qty,
    (select tran_id from ledger) as tran_id, (select count(*) from started)::integer as started`);
type WrittenRow = { issued_qty: number | null; required_qty: number | null; tran_id: number | null; started: number };

/** The statements of an issue, to prepare (on PGlite) before its transaction. */
export const ISSUE_STATEMENTS = [MATERIAL, STOCK, WRITE];

/** The spec's bin quantity refusal; `available` and `tried` ride along so a screen words it in its own language. */
function binQuantityError(available: number, tried: number): InputError {
  return InputError.field('quantity', 'bin-quantity', binQuantityMessage(available, tried), { extra: { available, tried } });
}

/** Which part of a job material's key does not exist (only asked on the refusal path). */
async function missingMaterial(tx: Database, input: MaterialIssueInput): Promise<InputError> {
  const [job] = await tx.select({ jobNum: jobs.jobNum }).from(jobs).where(eq(jobs.jobNum, input.jobNum));
  if (!job) return InputError.field('jobNum', 'job-not-found', `Job ${input.jobNum} does not exist.`);
  const [assembly] = await tx.select({ seq: jobAssemblies.assemblySeq }).from(jobAssemblies).where(and(eq(jobAssemblies.jobNum, input.jobNum), eq(jobAssemblies.assemblySeq, input.assemblySeq)));
  if (!assembly) return InputError.field('assemblySeq', 'assembly-not-found', `Assembly ${input.assemblySeq} of job ${input.jobNum} does not exist.`);
  return InputError.field('mtlSeq', 'inactive-material', 'Select an active job material');
}

/**
 * Issues material from a bin to a job material (spec §5), inside the caller's transaction (the route
 * runs it through `idempotentWrite`, which keeps the answer under the Idempotency-Key). The material
 * row and the stock rows are locked (FOR UPDATE), every rule is checked on what is locked, then one
 * statement writes everything (`WRITE`). Three statements on the way that succeeds; `ready` says
 * whether they were prepared (`prepareStatements` on the root database).
 */
export async function issueMaterial(tx: Database, actor: MaterialsActor, input: MaterialIssueInput, ready: boolean): Promise<MaterialIssueResult> {
  if (!onPglite(tx)) await tx.execute(sql.raw(TOPIC_LOCK));
  const [found] = await runPrepared<MaterialRow>(tx, MATERIAL, [input.jobNum, input.assemblySeq, input.mtlSeq], ready);
  if (!found) throw await missingMaterial(tx, input);
  const plantId = found.plant_id;
  if (found.status === 'complete') throw InputError.field('mtlSeq', 'inactive-material', 'Select an active job material');
  if (found.backflush) throw InputError.field('mtlSeq', 'backflushed', BACKFLUSH_MESSAGE);

  const stockRows = await runPrepared<StockRow>(tx, STOCK, [plantId, input.warehouseCode, input.binNum, found.part_num], ready);
  if (stockRows.length === 0) {
    const [bin] = await tx.select({ binNum: bins.binNum }).from(bins).where(and(eq(bins.plantId, plantId), eq(bins.warehouseCode, input.warehouseCode), eq(bins.binNum, input.binNum)));
    if (!bin) throw InputError.field('binNum', 'bin-not-found', `Bin ${input.binNum} does not exist in warehouse ${input.warehouseCode} of plant ${plantId}.`);
  }
  const matching = stockRows.filter((row) => (input.heatNum === undefined || row.heat_num === input.heatNum) && (input.lotNum === undefined || row.lot_num === input.lotNum));
  const held = matching.filter((row) => Number(row.quantity) > 0);
  if (held.length > 1) {
    const heats = held.map((row) => row.heat_num || row.lot_num).join(', ');
    throw InputError.field('heatNum', 'heat-required', `Bin ${input.binNum} holds this part in several heats or lots (${heats}): enter the heat number.`);
  }
  const stock = held[0] ?? matching[0];
  const available = Number(stock?.quantity ?? 0);
  if (!stock || input.quantity > available) throw binQuantityError(available, input.quantity);

  const check = checkIssue({ requiredQty: Number(found.required_qty), issuedQty: Number(found.issued_qty), issuedComplete: found.issued_complete }, input.quantity);
  if (!holdsRight(actor.rights, check.right)) throw new NotAllowedError(NOT_AUTHORIZED_MESSAGE, { code: 'over-issue-not-allowed', extra: { right: check.right } });
  const missing = check.confirmations.filter((c) => !input.confirm?.includes(c));
  if (missing.length > 0) {
    const percent = check.percent === null ? 'a material with nothing required' : `${check.percent} % of required`;
    throw new ConflictError(`Confirm first: this issue brings the material to ${percent} (${missing.join(', ')}).`, {
      code: 'confirmation-required',
      extra: { confirm: missing, percent: check.percent },
    });
  }

  const q = input.quantity;
  const [done] = await runPrepared<WrittenRow>(tx, WRITE, [q, stock.id, input.jobNum, input.assemblySeq, input.mtlSeq, actor.empId, actor.username, plantId, found.part_num, input.warehouseCode, input.binNum, stock.heat_num, stock.lot_num], ready);
  if (!done || done.tran_id === null) throw binQuantityError(available, q);
  const issuedQty = Number(done.issued_qty);
  const requiredQty = Number(done.required_qty);
  const percent = requiredQty > 0 ? Math.round((issuedQty / requiredQty) * 1000) / 10 : null;
  return { tranId: Number(done.tran_id), issuedQty, requiredQty, percent };
}
