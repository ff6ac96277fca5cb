import { z } from 'zod';

/**
 * The materials contract, shared by the embedded API (which validates with it) and the
 * islands (which type their calls with it). Plain zod: no server code, safe in the browser.
 */

import { binStockSchema, codeSchema, jobNumSchema } from '@/lib/plant-data/schemas';
import { quantityField } from '@/lib/forms/number-field';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import { CONFIRMATIONS, JOB_STATUSES } from './constants';

export { CONFIRMATIONS, JOB_STATUSES, type Confirmation, type JobStatus } from './constants';

export {
  binStockSchema,
  codeSchema,
  jobAssemblySchema,
  jobDetailSchema,
  jobMaterialSchema,
  jobNumSchema,
  jobSummarySchema,
  partNumSchema,
  partSchema,
  type BinStock,
  type JobAssembly,
  type JobDetail,
  type JobMaterial,
  type JobSummary,
  type Part,
} from '@/lib/plant-data/schemas';

/** Query of GET /v1/Jobs. */
export const jobListQuerySchema = z.object({
  search: z.string().trim().max(40).optional(),
  plant: plantIdSchema.optional(),
  resourceGroup: z.string().trim().max(20).optional(),
});

const quantitySchema = quantityField({ max: 10_000_000, decimals: 4 });

/** Body of POST /v1/MaterialIssues (with an Idempotency-Key header). */
export const materialIssueSchema = z.object({
  jobNum: jobNumSchema,
  assemblySeq: z.number().int().min(0).max(999),
  mtlSeq: z.number().int().min(1).max(99_999),
  warehouseCode: codeSchema(20),
  binNum: codeSchema(20),
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

/** A job's status as set. */
export const jobStatusSchema = z.object({ jobNum: z.string(), status: jobPatchSchema.shape.status });

/** A job material's issued quantity and Issued Complete flag, as set. */
export const materialIssuedStateSchema = z.object({
  jobNum: z.string(),
  assemblySeq: z.number(),
  mtlSeq: z.number(),
  issuedQty: z.number(),
  requiredQty: z.number(),
  issuedComplete: z.boolean(),
});

/** A plant's resource groups, by name. */
export const resourceGroupsSchema = z.array(z.string());

/** A bin's stock of a part with the plant it lies in (GET /v1/Parts/{partNum}/Bins). */
export const plantBinStockSchema = binStockSchema.extend({ plant: z.string() });
