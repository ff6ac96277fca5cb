import { z } from 'zod';
import { JOB_STATUSES } from './constants';

/**
 * The plant's own data as the company API answers it (jobs, parts, bin stock), the contract of every feature
 * that reads them (materials serves and issues them; labels fill from them). Plain zod, safe in the browser.
 */

/** A code of the plant's systems (job, part, warehouse, bin): letters, digits and . _ / - only, at most `max` long. */
export const codeSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'letters, digits, . _ / and - only' });

/** A job number such as 118204 or 118204-1. */
export const jobNumSchema = codeSchema(20);
/** A part number such as TUBE-3.00X.25-DOM. */
export const partNumSchema = codeSchema(40);

/** One job of a job search. */
export const jobSummarySchema = z.object({
  jobNum: z.string(),
  partNum: z.string(),
  description: z.string(),
  plant: z.string(),
  status: z.enum(JOB_STATUSES),
  dueDate: z.string(),
  lineDownDate: z.string().nullable(),
});
/** One job of a job search. */
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** A material line of an assembly. */
export const jobMaterialSchema = z.object({
  mtlSeq: z.number().int(),
  partNum: z.string(),
  description: z.string(),
  uom: z.string(),
  stockedByLength: z.boolean(),
  requiredQty: z.number(),
  issuedQty: z.number(),
  backflush: z.boolean(),
  issuedComplete: z.boolean(),
  oprSeq: z.number().int().nullable(),
  warehouseCode: z.string().nullable(),
  binNum: z.string().nullable(),
});
/** A material line of an assembly. */
export type JobMaterial = z.infer<typeof jobMaterialSchema>;

/** An assembly of a job, with its operations and materials. */
export const jobAssemblySchema = z.object({
  assemblySeq: z.number().int(),
  partNum: z.string(),
  description: z.string(),
  operations: z.array(z.object({ oprSeq: z.number().int(), resourceGroup: z.string(), workCenter: z.string() })),
  materials: z.array(jobMaterialSchema),
});
/** An assembly of a job. */
export type JobAssembly = z.infer<typeof jobAssemblySchema>;

/** GET /v1/Jobs/{jobNum}. */
export const jobDetailSchema = z.object({
  jobNum: z.string(),
  partNum: z.string(),
  description: z.string(),
  plant: z.string(),
  quantity: z.number(),
  status: z.enum(JOB_STATUSES),
  dueDate: z.string(),
  lineDownDate: z.string().nullable(),
  jobType: z.string(),
  kitted: z.boolean(),
  rework: z.boolean(),
  assemblies: z.array(jobAssemblySchema),
});
/** A job with its assemblies. */
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** A part. */
export const partSchema = z.object({ partNum: z.string(), description: z.string(), uom: z.string(), stockedByLength: z.boolean() });
/** A part. */
export type Part = z.infer<typeof partSchema>;

/** Stock of a part in one bin and heat/lot (GET /v1/Parts/{partNum}/Bins). */
export const binStockSchema = z.object({
  warehouseCode: z.string(),
  binNum: z.string(),
  onHandQty: z.number(),
  heatNum: z.string().nullable(),
  lotNum: z.string().nullable(),
});
/** Stock of a part in one bin and heat/lot. */
export type BinStock = z.infer<typeof binStockSchema>;
