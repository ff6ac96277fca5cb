import { z } from 'zod';
import { MEASURE_LIMITS } from './constants';
import { jobMaterialSchema, jobNumSchema } from './schemas';

/**
 * Measurements of bar and tube stock issued to a job material (`/issueMaterial/measurements`): the
 * contract shared by the API (which validates with it) and the island (which types its calls with it).
 */

/** Body of POST /v1/MaterialMeasurements (with an Idempotency-Key header). */
export const measurementInputSchema = z.object({
  jobNum: jobNumSchema,
  assemblySeq: z.number().int().min(0).max(999),
  mtlSeq: z.number().int().min(1).max(99_999),
  pieces: z
    .number()
    .min(1)
    .max(MEASURE_LIMITS.maxPieces)
    .refine(Number.isInteger, { message: 'a whole number of pieces', params: { code: 'whole-number' } }),
  lengthIn: z
    .number()
    .positive()
    .max(MEASURE_LIMITS.maxLengthIn)
    .refine((n) => Math.round(n * 1000) === n * 1000, { message: 'at most 3 decimals', params: { code: 'decimals' } }),
  heatNum: z.string().trim().max(30).optional(),
  tranId: z.number().int().positive().optional(),
  notes: z.string().trim().max(200).optional(),
});
/** Body of POST /v1/MaterialMeasurements. */
export type MeasurementInput = z.infer<typeof measurementInputSchema>;

/** One measurement as the API answers it. */
export const measurementSchema = z.object({
  id: z.number().int(),
  jobNum: z.string(),
  assemblySeq: z.number().int(),
  mtlSeq: z.number().int(),
  partNum: z.string(),
  heatNum: z.string().nullable(),
  tranId: z.number().int().nullable(),
  pieces: z.number().int(),
  lengthIn: z.number(),
  /** pieces x lengthIn. */
  totalIn: z.number(),
  notes: z.string(),
  measuredBy: z.string(),
  measuredAt: z.string(),
});
/** One measurement. */
export type Measurement = z.infer<typeof measurementSchema>;

/** Query of GET /v1/MaterialMeasurements: one job material. */
export const measurementQuerySchema = z.object({
  jobNum: jobNumSchema,
  assemblySeq: z.coerce.number().int().min(0).max(999),
  mtlSeq: z.coerce.number().int().min(1).max(99_999),
});

/** GET /v1/MaterialMeasurements: the material, what was issued to it (by heat) and what was measured. */
export const materialMeasurementsSchema = z.object({
  jobNum: z.string(),
  assemblySeq: z.number().int(),
  // The material line's own fields, as GET /v1/Jobs/{jobNum} answers them.
  ...jobMaterialSchema.pick({
    mtlSeq: true,
    partNum: true,
    description: true,
    uom: true,
    stockedByLength: true,
    requiredQty: true,
    issuedQty: true,
  }).shape,
  /** Sum of pieces x length over the measurements. */
  measuredIn: z.number(),
  issues: z.array(
    z.object({
      tranId: z.number().int(),
      at: z.string(),
      binNum: z.string().nullable(),
      heatNum: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
  measurements: z.array(measurementSchema),
});
/** GET /v1/MaterialMeasurements. */
export type MaterialMeasurements = z.infer<typeof materialMeasurementsSchema>;
