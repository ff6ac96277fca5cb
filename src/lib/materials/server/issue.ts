import { and, eq } from 'drizzle-orm';
import {
  executeText,
  onPglite,
  prepareStatements,
  prepared,
  runPrepared,
  type PreparedStatement,
  type PreparedValue,
} from '@/lib/server/db/prepared';
import { pgliteAlone } from '@/lib/server/db/pglite-alone';
import type { Database } from '@/lib/server/db/database';
import { ConflictError, InputError, NotAllowedError } from '@/lib/server/errors';
import { BACKFLUSH_MESSAGE, NOT_AUTHORIZED_MESSAGE, binQuantityMessage, checkIssue, holdsRight } from '@/lib/materials/rules';
import type { MaterialIssueInput, MaterialIssueResult } from '@/lib/materials/schemas';
import type { MaterialsActor } from './access';
import { bins, jobAssemblies, jobs } from '@/lib/plant-data/server/tables';
import { KEPT_SQL, lockName, replayKept, type KeyOwner } from '@/lib/server/idempotency/idempotency';

/**
 * PostgreSQL only, first in the transaction: the Idempotency-Key's lock (a second copy of one request
 * waits for the first, then finds its answer), then the 'materials' cache counter (migration 0012):
 * its triggers take it at the start of every change of the job tables, so an issue, which locks the
 * material and stock rows before writing, takes it before them (one lock order, no deadlock). PGlite
 * runs one transaction at a time: neither is needed there.
 */
const LOCKS = prepared(
  'materials_issue_locks',
  ['text'],
  `
  select ${KEPT_SQL.lock('$1')}, (select gen from cache_generations where topic = 'materials' for update)`,
);

/**
 * Everything an issue reads, in one statement: the answer kept under the Idempotency-Key, else the
 * job material with its job (locked) and the part's stock in the bin, one row per heat and lot (locked).
 */
const READ = prepared(
  'materials_issue_read',
  ['text', 'integer', 'integer', 'text', 'text', 'text', 'text'],
  `
  with kept as materialized (
    ${KEPT_SQL.kept('$6', '$7')}
  ), m as materialized (
    select m.part_num, m.required_qty::float8 as required_qty, m.issued_qty::float8 as issued_qty, m.backflush, m.issued_complete, j.plant_id, j.status
    from job_materials m join jobs j on j.job_num = m.job_num
    where m.job_num = $1 and m.assembly_seq = $2 and m.mtl_seq = $3 and not exists (select 1 from kept)
    for update of m
  ), s as materialized (
    select s.id, s.heat_num, s.lot_num, s.quantity::float8 as quantity from on_hand s join m on s.plant_id = m.plant_id and s.part_num = m.part_num
    where s.warehouse_code = $4 and s.bin_num = $5
    order by s.id for update of s
  )
  select (select row_to_json(kept) from kept) as kept, (select row_to_json(m) from m) as material,
    coalesce((select json_agg(row_to_json(s) order by s.id) from s), '[]'::json) as stock`,
);
type MaterialRow = {
  part_num: string;
  required_qty: number;
  issued_qty: number;
  backflush: boolean;
  issued_complete: boolean;
  plant_id: string;
  status: string;
};
type StockRow = { id: number; heat_num: string; lot_num: string; quantity: number };
type KeptRow = { request: string; status: number; body: MaterialIssueResult | string; body_hash: string | null };
type ReadRow = { kept: KeptRow | string | null; material: MaterialRow | string | null; stock: StockRow[] | string };

/**
 * Every write of an issue in one statement: takes the quantity from the stock row (only if still
 * enough), adds it to the material, appends the ledger row, starts the job when `start` (it was not
 * started: a separate statement text, so an issue to a started job leaves the jobs table and its
 * counter trigger alone) and keeps the answer under the Idempotency-Key (as idempotentWrite does:
 * username, key, request, 201, body, body hash). The answer is built here, so the first answer and a retry's
 * are the same JSON; its percent is JavaScript's Math.round(issued / required * 1000) / 10
 * (floor(x + 0.5) in float8), null when nothing is required.
 */
const writeStatement = (start: boolean) =>
  prepared(
    start ? 'materials_issue_write_start' : 'materials_issue_write',
    [
      'numeric',
      'integer',
      'text',
      'integer',
      'integer',
      'integer',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
    ],
    `
  with taken as (
    update on_hand set quantity = quantity - $1 where id = $2 and quantity >= $1 returning id
  ), issued as (
    update job_materials set issued_qty = issued_qty + $1
    where job_num = $3 and assembly_seq = $4 and mtl_seq = $5 and exists (select 1 from taken)
    returning issued_qty::float8 as issued_qty, required_qty::float8 as required_qty
  ), ledger as (
    insert into material_ledger (tran_type, emp_id, username, plant_id, part_num, warehouse_code, bin_num, heat_num, lot_num, quantity, job_num, assembly_seq, mtl_seq)
    select 'ISSUE', $6, $7, $8, $9, $10, $11, $12, $13, $1, $3, $4, $5 from issued
    returning tran_id
  ), ${
    start
      ? `started as (
    update jobs set status = 'in progress' where job_num = $3 and status = 'not started' and exists (select 1 from issued) returning 1
  ), `
      : ''
  }answer as (
    select jsonb_build_object('tranId', ledger.tran_id, 'issuedQty', issued.issued_qty, 'requiredQty', issued.required_qty,
      'percent', case when issued.required_qty > 0 then floor(issued.issued_qty / issued.required_qty * 1000 + 0.5) / 10 end) as body
    from issued, ledger
  ), kept as (
    ${KEPT_SQL.keep} select $14, $15, $16, 201, body, $17 from answer returning 1
  )
  select (select body from answer) as body`,
  );
const WRITE = writeStatement(false);
const WRITE_START = writeStatement(true);
type WrittenRow = { body: MaterialIssueResult | string | null };

/** The statements of an issue, to prepare (on PGlite) before its transaction. */
export const ISSUE_STATEMENTS = [READ, WRITE, WRITE_START];

/** The spec's bin quantity refusal; `available` and `tried` ride along so a screen words it in its own language. */
function binQuantityError(available: number, tried: number): InputError {
  return InputError.field('quantity', 'bin-quantity', binQuantityMessage(available, tried), { extra: { available, tried } });
}

/** Which part of a job material's key does not exist (only asked on the refusal path). */
async function missingMaterial(db: Database, input: MaterialIssueInput): Promise<InputError> {
  const [job] = await db.select({ jobNum: jobs.jobNum }).from(jobs).where(eq(jobs.jobNum, input.jobNum));
  if (!job) return InputError.field('jobNum', 'job-not-found', `Job ${input.jobNum} does not exist.`);
  const [assembly] = await db
    .select({ seq: jobAssemblies.assemblySeq })
    .from(jobAssemblies)
    .where(and(eq(jobAssemblies.jobNum, input.jobNum), eq(jobAssemblies.assemblySeq, input.assemblySeq)));
  if (!assembly)
    return InputError.field('assemblySeq', 'assembly-not-found', `Assembly ${input.assemblySeq} of job ${input.jobNum} does not exist.`);
  return InputError.field('mtlSeq', 'inactive-material', 'Select an active job material');
}

/** The refusal of a bin that holds none of the part: it does not exist, or it holds nothing (only asked on the refusal path). */
async function emptyBin(db: Database, input: MaterialIssueInput, plantId: string): Promise<InputError> {
  const [bin] = await db
    .select({ binNum: bins.binNum })
    .from(bins)
    .where(and(eq(bins.plantId, plantId), eq(bins.warehouseCode, input.warehouseCode), eq(bins.binNum, input.binNum)));
  if (!bin)
    return InputError.field(
      'binNum',
      'bin-not-found',
      `Bin ${input.binNum} does not exist in warehouse ${input.warehouseCode} of plant ${plantId}.`,
    );
  return binQuantityError(0, input.quantity);
}

/** The Idempotency-Key of an issue, kept as idempotentWrite keeps every write's: per username, with its request. */
export type IssueKey = KeyOwner;

/** A json column's value (PGlite and node-postgres parse it; a string is parsed here). */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * What the locked rows say about an issue: the answer kept under its key, a refusal (thrown, or
 * `ask`ed of the database when its message needs a lookup), or the write to make.
 */
type Decision =
  | { kind: 'kept'; body: MaterialIssueResult }
  | { kind: 'ask'; refusal: (db: Database) => Promise<InputError> }
  | { kind: 'write'; statement: PreparedStatement; values: PreparedValue[]; available: number };

/** Every rule of an issue (spec §5), checked on the rows `READ` locked; throws a refusal that needs no lookup. */
function decide(read: ReadRow | undefined, actor: MaterialsActor, input: MaterialIssueInput, key: IssueKey): Decision {
  const kept = read?.kept ? parsed(read.kept) : null;
  if (kept) return { kind: 'kept', body: replayKept<MaterialIssueResult>(kept, key).body };
  const found = read?.material ? parsed(read.material) : null;
  if (!found) return { kind: 'ask', refusal: (db) => missingMaterial(db, input) };
  const plantId = found.plant_id;
  if (found.status === 'complete') throw InputError.field('mtlSeq', 'inactive-material', 'Select an active job material');
  if (found.backflush) throw InputError.field('mtlSeq', 'backflushed', BACKFLUSH_MESSAGE);

  const stockRows = parsed(read!.stock);
  const matching = stockRows.filter(
    (row) =>
      (input.heatNum === undefined || row.heat_num === input.heatNum) && (input.lotNum === undefined || row.lot_num === input.lotNum),
  );
  const held = matching.filter((row) => Number(row.quantity) > 0);
  if (held.length > 1) {
    const heats = held.map((row) => row.heat_num || row.lot_num).join(', ');
    throw InputError.field(
      'heatNum',
      'heat-required',
      `Bin ${input.binNum} holds this part in several heats or lots (${heats}): enter the heat number.`,
    );
  }
  const stock = held[0] ?? matching[0];
  const available = Number(stock?.quantity ?? 0);
  if (stockRows.length === 0) return { kind: 'ask', refusal: (db) => emptyBin(db, input, plantId) };
  if (!stock || input.quantity > available) throw binQuantityError(available, input.quantity);

  const check = checkIssue(
    { requiredQty: Number(found.required_qty), issuedQty: Number(found.issued_qty), issuedComplete: found.issued_complete },
    input.quantity,
  );
  if (!holdsRight(actor.rights, check.right))
    throw new NotAllowedError(NOT_AUTHORIZED_MESSAGE, { code: 'over-issue-not-allowed', extra: { right: check.right } });
  const missing = check.confirmations.filter((c) => !input.confirm?.includes(c));
  if (missing.length > 0) {
    const percent = check.percent === null ? 'a material with nothing required' : `${check.percent} % of required`;
    throw new ConflictError(`Confirm first: this issue brings the material to ${percent} (${missing.join(', ')}).`, {
      code: 'confirmation-required',
      extra: { confirm: missing, percent: check.percent },
    });
  }

  const values = [
    input.quantity,
    stock.id,
    input.jobNum,
    input.assemblySeq,
    input.mtlSeq,
    actor.empId,
    actor.username,
    plantId,
    found.part_num,
    input.warehouseCode,
    input.binNum,
    stock.heat_num,
    stock.lot_num,
    key.username,
    key.key,
    key.request,
    key.bodyHash ?? null,
  ];
  return { kind: 'write', statement: found.status === 'not started' ? WRITE_START : WRITE, values, available };
}

/** The answer `WRITE` built and kept; none when the stock changed under the issue (refused, nothing written). */
function written(row: WrittenRow | undefined, available: number, quantity: number): MaterialIssueResult {
  if (!row?.body) throw binQuantityError(available, quantity);
  return parsed(row.body);
}

/**
 * Issues material from a bin to a job material (spec §5) in one transaction, idempotently: a retry
 * with the same key answers the first result and writes nothing more; a refused issue keeps nothing,
 * so its retry is judged anew (as idempotentWrite, whose table and lock it shares). The material row
 * and the stock rows are locked (FOR UPDATE) and read with the kept answer in one statement (`READ`),
 * every rule is checked on what is locked, then one statement writes everything and keeps the answer
 * (`WRITE`). On PGlite that is two messages ('begin; READ', then 'WRITE; commit', see pglite-alone.ts);
 * on PostgreSQL three statements in a transaction (`LOCKS` first).
 */
export async function issueMaterial(
  db: Database,
  actor: MaterialsActor,
  input: MaterialIssueInput,
  key: IssueKey,
): Promise<MaterialIssueResult> {
  const ready = await prepareStatements(db, ISSUE_STATEMENTS);
  const readValues = [input.jobNum, input.assemblySeq, input.mtlSeq, input.warehouseCode, input.binNum, key.username, key.key];
  const alone = ready ? pgliteAlone(db) : null;
  if (alone) {
    const decision = await alone(async (send) => {
      const read = (await send(`begin; ${executeText(db, READ, readValues)}`)).at(-1)?.rows[0] as ReadRow | undefined;
      const decided = decide(read, actor, input, key);
      if (decided.kind !== 'write') {
        await send('rollback');
        return decided;
      }
      const [done] = await send(`${executeText(db, decided.statement, decided.values)}; commit`);
      return { kind: 'kept' as const, body: written(done?.rows[0] as WrittenRow | undefined, decided.available, input.quantity) };
    });
    // A refusal whose message needs a lookup asks after the transaction (it wrote nothing).
    if (decision.kind === 'ask') throw await decision.refusal(db);
    return decision.body;
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!onPglite(tx)) await runPrepared(tx, LOCKS, [lockName(key.username, key.key)], false);
    const [read] = await runPrepared<ReadRow>(tx, READ, readValues, ready);
    const decided = decide(read, actor, input, key);
    if (decided.kind === 'kept') return decided.body;
    if (decided.kind === 'ask') throw await decided.refusal(tx);
    const [done] = await runPrepared<WrittenRow>(tx, decided.statement, decided.values, ready);
    return written(done, decided.available, input.quantity);
  });
}
