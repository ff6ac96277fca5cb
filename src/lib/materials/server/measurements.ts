import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError } from '@/lib/server/errors';
import type { MaterialMeasurements, Measurement, MeasurementInput } from '@/lib/materials/measure-schemas';
import type { MaterialsActor } from './access';
import { materialMeasurements } from './measure-tables';
import { jobMaterials, jobs, materialLedger, parts } from '@/lib/plant-data/server/tables';

/** Measurements of bar and tube stock issued to a job material (`/issueMaterial/measurements`). */

const row = (m: typeof materialMeasurements.$inferSelect): Measurement => ({
  id: m.id,
  jobNum: m.jobNum,
  assemblySeq: m.assemblySeq,
  mtlSeq: m.mtlSeq,
  partNum: m.partNum,
  heatNum: m.heatNum || null,
  tranId: m.tranId,
  pieces: m.pieces,
  lengthIn: m.lengthIn,
  totalIn: Math.round(m.pieces * m.lengthIn * 1000) / 1000,
  notes: m.notes,
  measuredBy: m.measuredBy,
  measuredAt: m.measuredAt.toISOString(),
});

type MaterialKey = Pick<MeasurementInput, 'jobNum' | 'assemblySeq' | 'mtlSeq'>;

/** The job material with its part and plant; a field error naming what does not exist. */
async function materialOf(db: Database, key: MaterialKey) {
  const [found] = await db
    .select({
      plantId: jobs.plantId,
      partNum: jobMaterials.partNum,
      description: parts.description,
      uom: parts.uom,
      stockedByLength: parts.stockedByLength,
      requiredQty: jobMaterials.requiredQty,
      issuedQty: jobMaterials.issuedQty,
    })
    .from(jobMaterials)
    .innerJoin(jobs, eq(jobs.jobNum, jobMaterials.jobNum))
    .innerJoin(parts, eq(parts.partNum, jobMaterials.partNum))
    .where(and(eq(jobMaterials.jobNum, key.jobNum), eq(jobMaterials.assemblySeq, key.assemblySeq), eq(jobMaterials.mtlSeq, key.mtlSeq)));
  if (found) return found;
  const [job] = await db.select({ jobNum: jobs.jobNum }).from(jobs).where(eq(jobs.jobNum, key.jobNum));
  if (!job) throw InputError.field('jobNum', 'job-not-found', `Job ${key.jobNum} does not exist.`);
  throw InputError.field(
    'mtlSeq',
    'material-not-found',
    `Material ${key.mtlSeq} of assembly ${key.assemblySeq} of job ${key.jobNum} does not exist.`,
  );
}

/** The issues (ledger rows) of a job material, oldest first. */
function issuesOf(db: Database, key: MaterialKey) {
  return db
    .select({
      tranId: materialLedger.tranId,
      at: materialLedger.at,
      binNum: materialLedger.binNum,
      heatNum: materialLedger.heatNum,
      quantity: materialLedger.quantity,
    })
    .from(materialLedger)
    .where(
      and(
        eq(materialLedger.tranType, 'ISSUE'),
        eq(materialLedger.jobNum, key.jobNum),
        eq(materialLedger.assemblySeq, key.assemblySeq),
        eq(materialLedger.mtlSeq, key.mtlSeq),
      ),
    )
    .orderBy(asc(materialLedger.tranId));
}

/**
 * Records a measurement: the material must be bar or tube stock (stocked by length) issued at least once; a named issue
 * must be one of its issues, and a heat one that was issued to it (required when several were).
 */
export async function recordMeasurement(tx: Database, input: MeasurementInput, actor: MaterialsActor): Promise<Measurement> {
  const material = await materialOf(tx, input);
  if (!material.stockedByLength) {
    throw InputError.field(
      'mtlSeq',
      'not-by-length',
      `Only bar and tube stock (stocked by length) is measured; ${material.partNum} is counted in ${material.uom}.`,
    );
  }
  const issues = await issuesOf(tx, input);
  if (issues.length === 0 && material.issuedQty <= 0)
    throw InputError.field('mtlSeq', 'nothing-issued', 'Nothing was issued to this material yet: issue it before measuring.');
  let heatNum = input.heatNum || undefined;
  if (input.tranId !== undefined) {
    const issue = issues.find((i) => i.tranId === input.tranId);
    if (!issue) throw InputError.field('tranId', 'issue-not-found', `Transaction ${input.tranId} is not an issue of this material.`);
    if (heatNum !== undefined && heatNum !== issue.heatNum)
      throw InputError.field(
        'heatNum',
        'heat-mismatch',
        `Transaction ${input.tranId} issued heat ${issue.heatNum || '(none)'}, not ${heatNum}.`,
      );
    heatNum = issue.heatNum;
  }
  const heats = [...new Set(issues.map((i) => i.heatNum).filter((h) => h !== ''))];
  if (heatNum !== undefined && heatNum !== '' && !heats.includes(heatNum)) {
    throw InputError.field(
      'heatNum',
      'heat-not-issued',
      `Heat ${heatNum} was not issued to this material${heats.length ? ` (issued: ${heats.join(', ')})` : ''}.`,
    );
  }
  if (heatNum === undefined && heats.length > 1) {
    throw InputError.field(
      'heatNum',
      'heat-required',
      `This material was issued from several heats (${heats.join(', ')}): enter the heat number.`,
    );
  }
  const [saved] = await tx
    .insert(materialMeasurements)
    .values({
      plantId: material.plantId,
      jobNum: input.jobNum,
      assemblySeq: input.assemblySeq,
      mtlSeq: input.mtlSeq,
      partNum: material.partNum,
      heatNum: heatNum ?? heats[0] ?? '',
      tranId: input.tranId ?? null,
      pieces: input.pieces,
      lengthIn: input.lengthIn,
      notes: input.notes ?? '',
      empId: actor.empId,
      measuredBy: actor.username,
    })
    .returning();
  return row(saved!);
}

/** A job material with what was issued to it and every measurement, newest first; 404 when it does not exist. */
export async function materialMeasurementsOf(db: Database, key: MaterialKey): Promise<MaterialMeasurements> {
  const material = await materialOf(db, key).catch((error: unknown) => {
    if (error instanceof InputError) throw new NotFoundError(error.message, { code: error.code });
    throw error;
  });
  const [issues, measured] = await Promise.all([
    issuesOf(db, key),
    db
      .select()
      .from(materialMeasurements)
      .where(
        and(
          eq(materialMeasurements.jobNum, key.jobNum),
          eq(materialMeasurements.assemblySeq, key.assemblySeq),
          eq(materialMeasurements.mtlSeq, key.mtlSeq),
        ),
      )
      .orderBy(desc(materialMeasurements.id)),
  ]);
  const measurements = measured.map(row);
  return {
    ...key,
    partNum: material.partNum,
    description: material.description,
    uom: material.uom,
    stockedByLength: material.stockedByLength,
    requiredQty: material.requiredQty,
    issuedQty: material.issuedQty,
    measuredIn: Math.round(measurements.reduce((sum, m) => sum + m.totalIn, 0) * 1000) / 1000,
    issues: issues.map((i) => ({
      tranId: i.tranId,
      at: i.at.toISOString(),
      binNum: i.binNum,
      heatNum: i.heatNum || null,
      quantity: i.quantity,
    })),
    measurements,
  };
}
