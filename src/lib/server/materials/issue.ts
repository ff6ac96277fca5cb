import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { ConflictError, InputError, NotAllowedError } from '@/lib/server/errors';
import { BACKFLUSH_MESSAGE, NOT_AUTHORIZED_MESSAGE, binQuantityMessage, checkIssue, holdsRight } from '@/lib/materials/rules';
import type { MaterialIssueInput, MaterialIssueResult } from '@/lib/materials/schemas';
import type { MaterialsActor } from './access';
import { bins, jobAssemblies, jobMaterials, jobs, materialLedger, onHand } from './tables';

/** The first result of a write made with this idempotency key by this user, or null. */
export async function replayOf(db: Database, username: string, key: string): Promise<MaterialIssueResult | null> {
  const [row] = await db
    .select({ tranId: materialLedger.tranId, result: materialLedger.result })
    .from(materialLedger)
    .where(and(eq(materialLedger.username, username), eq(materialLedger.idempotencyKey, key)));
  return row ? { ...(row.result as Omit<MaterialIssueResult, 'tranId'>), tranId: row.tranId } : null;
}

/** Whether an error is PostgreSQL's unique violation (drizzle may wrap it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Issues material from a bin to a job material (spec §5) in one transaction: the material row and
 * the stock row are locked (FOR UPDATE), every rule is checked on what is locked, then the bin's
 * on-hand goes down (only if still enough: never below zero), the material's issued goes up and a
 * ledger row keeps the result under the idempotency key. A repeated key returns the first result.
 */
export async function issueMaterial(db: Database, actor: MaterialsActor, input: MaterialIssueInput, key: string): Promise<{ result: MaterialIssueResult; replayed: boolean }> {
  const first = await replayOf(db, actor.username, key);
  if (first) return { result: first, replayed: true };
  try {
    const result = await db.transaction((tx) => issueInTransaction(tx as unknown as Database, actor, input, key));
    return { result, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same request arrived twice at once: the other one wrote, answer with its result.
    const other = await replayOf(db, actor.username, key);
    if (!other) throw error;
    return { result: other, replayed: true };
  }
}

/** The spec's bin quantity refusal; `available` and `tried` ride along so a screen words it in its own language. */
function binQuantityError(available: number, tried: number): InputError {
  return InputError.field('quantity', 'bin-quantity', binQuantityMessage(available, tried), { extra: { available, tried } });
}

async function issueInTransaction(tx: Database, actor: MaterialsActor, input: MaterialIssueInput, key: string): Promise<MaterialIssueResult> {
  // Two copies of one request arriving together: the second waits here for the first, then finds its answer.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${actor.username} ${key}`}))`);
  const kept = await replayOf(tx, actor.username, key);
  if (kept) return kept;
  const [job] = await tx.select({ plantId: jobs.plantId, status: jobs.status }).from(jobs).where(eq(jobs.jobNum, input.jobNum));
  if (!job) throw InputError.field('jobNum', 'job-not-found', `Job ${input.jobNum} does not exist.`);
  const [assembly] = await tx.select({ seq: jobAssemblies.assemblySeq }).from(jobAssemblies).where(and(eq(jobAssemblies.jobNum, input.jobNum), eq(jobAssemblies.assemblySeq, input.assemblySeq)));
  if (!assembly) throw InputError.field('assemblySeq', 'assembly-not-found', `Assembly ${input.assemblySeq} of job ${input.jobNum} does not exist.`);
  const materialKey = and(eq(jobMaterials.jobNum, input.jobNum), eq(jobMaterials.assemblySeq, input.assemblySeq), eq(jobMaterials.mtlSeq, input.mtlSeq));
  const [material] = await tx.select().from(jobMaterials).where(materialKey).for('update');
  if (!material || job.status === 'complete') throw InputError.field('mtlSeq', 'inactive-material', 'Select an active job material');
  if (material.backflush) throw InputError.field('mtlSeq', 'backflushed', BACKFLUSH_MESSAGE);

  const place = and(eq(bins.plantId, job.plantId), eq(bins.warehouseCode, input.warehouseCode), eq(bins.binNum, input.binNum));
  const [bin] = await tx.select({ binNum: bins.binNum }).from(bins).where(place);
  if (!bin) throw InputError.field('binNum', 'bin-not-found', `Bin ${input.binNum} does not exist in warehouse ${input.warehouseCode} of plant ${job.plantId}.`);
  const stockRows = await tx
    .select()
    .from(onHand)
    .where(and(eq(onHand.plantId, job.plantId), eq(onHand.warehouseCode, input.warehouseCode), eq(onHand.binNum, input.binNum), eq(onHand.partNum, material.partNum)))
    .orderBy(onHand.id)
    .for('update');
  const matching = stockRows.filter((row) => (input.heatNum === undefined || row.heatNum === input.heatNum) && (input.lotNum === undefined || row.lotNum === input.lotNum));
  const held = matching.filter((row) => row.quantity > 0);
  if (held.length > 1) {
    const heats = held.map((row) => row.heatNum || row.lotNum).join(', ');
    throw InputError.field('heatNum', 'heat-required', `Bin ${input.binNum} holds this part in several heats or lots (${heats}): enter the heat number.`);
  }
  const stock = held[0] ?? matching[0];
  const available = stock?.quantity ?? 0;
  if (!stock || input.quantity > available) throw binQuantityError(available, input.quantity);

  const check = checkIssue(material, input.quantity);
  if (!holdsRight(actor.rights, check.right)) throw new NotAllowedError(NOT_AUTHORIZED_MESSAGE, { code: 'over-issue-not-allowed', extra: { right: check.right } });
  const missing = check.confirmations.filter((c) => !input.confirm?.includes(c));
  if (missing.length > 0) {
    const percent = check.percent === null ? 'a material with nothing required' : `${check.percent} % of required`;
    throw new ConflictError(`Confirm first: this issue brings the material to ${percent} (${missing.join(', ')}).`, {
      code: 'confirmation-required',
      extra: { confirm: missing, percent: check.percent },
    });
  }

  const taken = await tx
    .update(onHand)
    .set({ quantity: sql`${onHand.quantity} - ${input.quantity}` })
    .where(and(eq(onHand.id, stock.id), gte(onHand.quantity, input.quantity)))
    .returning({ quantity: onHand.quantity });
  if (taken.length === 0) throw binQuantityError(available, input.quantity);
  const [updated] = await tx
    .update(jobMaterials)
    .set({ issuedQty: sql`${jobMaterials.issuedQty} + ${input.quantity}` })
    .where(materialKey)
    .returning({ issuedQty: jobMaterials.issuedQty, requiredQty: jobMaterials.requiredQty });
  const issuedQty = updated!.issuedQty;
  const percent = updated!.requiredQty > 0 ? Math.round((issuedQty / updated!.requiredQty) * 1000) / 10 : null;
  const result = { issuedQty, requiredQty: updated!.requiredQty, percent };
  const [row] = await tx
    .insert(materialLedger)
    .values({
      tranType: 'ISSUE',
      empId: actor.empId,
      username: actor.username,
      plantId: job.plantId,
      partNum: material.partNum,
      warehouseCode: input.warehouseCode,
      binNum: input.binNum,
      heatNum: stock.heatNum,
      lotNum: stock.lotNum,
      quantity: input.quantity,
      jobNum: input.jobNum,
      assemblySeq: input.assemblySeq,
      mtlSeq: input.mtlSeq,
      idempotencyKey: key,
      result,
    })
    .returning({ tranId: materialLedger.tranId });
  if (job.status === 'not started') await tx.update(jobs).set({ status: 'in progress' }).where(eq(jobs.jobNum, input.jobNum));
  return { tranId: row!.tranId, ...result };
}
