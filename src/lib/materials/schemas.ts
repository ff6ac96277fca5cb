import { z } from 'zod';

/**
 * The materials contract, shared by the embedded API (which validates with it) and the
 * islands (which type their calls with it). Plain zod: no server code, safe in the browser.
 */

import { CONFIRMATIONS, JOB_STATUSES } from './constants';

export { CONFIRMATIONS, JOB_STATUSES, type Confirmation, type JobStatus } from './constants';

const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'letters, digits, . _ / and - only' });

/** A job number such as 118204 or 118204-1. */
export const jobNumSchema = code(20);
/** A part number such as TUBE-3.00X.25-DOM. */
export const partNumSchema = code(40);
/** A plant id such as BGOHIO. */
export const plantIdSchema = z.string().trim().min(1).max(20);

/** Query of GET /v1/Jobs. */
export const jobListQuerySchema = z.object({
  search: z.string().trim().max(40).optional(),
  plant: plantIdSchema.optional(),
  resourceGroup: z.string().trim().max(20).optional(),
});

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

const quantitySchema = z
  .number()
  .positive()
  .max(10_000_000)
  .refine((n) => Math.round(n * 10_000) === n * 10_000, { message: 'at most 4 decimals', params: { code: 'invalid' } });

/** Body of POST /v1/MaterialIssues (with an Idempotency-Key header). */
export const materialIssueSchema = z.object({
  jobNum: jobNumSchema,
  assemblySeq: z.number().int().min(0).max(999),
  mtlSeq: z.number().int().min(1).max(99_999),
  warehouseCode: code(20),
  binNum: code(20),
  quantity: quantitySchema,
  heatNum: z.string().trim().max(30).optional(),
  lotNum: z.string().trim().max(30).optional(),
  confirm: z.array(z.enum(CONFIRMATIONS)).max(4).optional(),
});
/** Body of POST /v1/MaterialIssues. */
export type MaterialIssueInput = z.infer<typeof materialIssueSchema>;

/** 201 of POST /v1/MaterialIssues: the ledger row and the material after the issue. */
export const materialIssueResultSchema = z.object({
  tranId: z.number().int(),
  issuedQty: z.number(),
  requiredQty: z.number(),
  percent: z.number().nullable(),
});
/** 201 of POST /v1/MaterialIssues. */
export type MaterialIssueResult = z.infer<typeof materialIssueResultSchema>;

/** Body of PATCH /v1/Jobs/{jobNum}/Materials/{assemblySeq}/{mtlSeq}. */
export const materialPatchSchema = z.object({ issuedComplete: z.boolean() });
/** Body of PATCH /v1/Jobs/{jobNum}. */
export const jobPatchSchema = z.object({ status: z.enum(JOB_STATUSES) });
