import { z } from 'zod';

/**
 * The part search contract, shared by the embedded API (which validates with it) and the screens
 * (which type their calls with it). Plain zod: no server code, safe in the browser.
 */

/** A part number in a path, such as CYL-3015-048CL or TUBE-3.00X.25-DOM. */
export const partNumParamSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'letters, digits, . _ / and - only' });

/** A plant id of the plants module. */
export const plantParamSchema = z.string().trim().min(1).max(20);

/** Query of GET /v1/PartSearch. */
export const partSearchQuerySchema = z.object({
  q: z.string().trim().min(1, { message: 'type part of a number or description' }).max(60),
  plant: plantParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(25),
});

/** One part found: best first. */
export const partHitSchema = z.object({
  partNum: z.string(),
  description: z.string(),
  uom: z.string(),
  /** 'M' made here, 'P' purchased. */
  source: z.enum(['M', 'P']),
  /** On hand in the plant asked for (0 without a plant). */
  onHand: z.number(),
});
/** One part found. */
export type PartHit = z.infer<typeof partHitSchema>;

/** The answer of a search: the parts, and whether more matched than were looked at. */
export const partSearchResultSchema = z.object({ parts: z.array(partHitSchema), more: z.boolean() });
/** The answer of a search. */
export type PartSearchResult = z.infer<typeof partSearchResultSchema>;

/** Query of GET /v1/PartSearch/{partNum}/Bom. */
export const bomQuerySchema = z.object({
  plant: plantParamSchema.optional(),
  qty: z.coerce.number().positive({ message: 'must be a number above 0' }).max(1_000_000).default(1),
});

/** One row of an indented bill of materials, in tree order. */
export const bomRowSchema = z.object({
  level: z.number().int(),
  /** Parent part numbers from the top to this row's parent: a row's place in the tree. */
  path: z.array(z.string()),
  seq: z.number().int(),
  partNum: z.string(),
  description: z.string(),
  uom: z.string(),
  source: z.enum(['M', 'P']),
  qtyPer: z.number(),
  /** qtyPer times every parent's qtyPer times the quantity asked for. */
  extQty: z.number(),
  onHand: z.number(),
  hasChildren: z.boolean(),
  /** This part is already one of its own parents: bad data, not exploded further. */
  cycle: z.boolean(),
});
/** One row of an indented bill of materials. */
export type BomRow = z.infer<typeof bomRowSchema>;

/** A part with its header facts. */
export const partHeaderSchema = partHitSchema.extend({
  stockedByLength: z.boolean(),
  /** The engineering revision built and bought today. */
  revision: z.string(),
  /** What open jobs of the plant still need (required less issued, lines not Issued Complete). */
  openDemand: z.number(),
  /** Open demand exceeds on hand in the plant. */
  short: z.boolean(),
});
/** A part with its header facts. */
export type PartHeader = z.infer<typeof partHeaderSchema>;

/** The multi-level BOM of a part. */
export const bomSchema = z.object({ part: partHeaderSchema, qty: z.number(), rows: z.array(bomRowSchema), cycles: z.number().int() });
/** The multi-level BOM of a part. */
export type Bom = z.infer<typeof bomSchema>;

/** Which where-used: direct parents, final (top-level) parts, or the whole upward tree. */
export const whereUsedModes = ['parents', 'final', 'combo'] as const;

/** Query of GET /v1/PartSearch/{partNum}/WhereUsed. */
export const whereUsedQuerySchema = z.object({ mode: z.enum(whereUsedModes).default('combo'), plant: plantParamSchema.optional() });

/** One row of a where-used: a part the asked part goes into, `level` steps up. */
export const whereUsedRowSchema = z.object({
  level: z.number().int(),
  /** From the asked part up to this row's child. */
  path: z.array(z.string()),
  partNum: z.string(),
  description: z.string(),
  /** How many of the child one of this part takes. */
  qtyPer: z.number(),
  /** Used in nothing: a top-level part. */
  final: z.boolean(),
  cycle: z.boolean(),
});
/** One row of a where-used. */
export type WhereUsedRow = z.infer<typeof whereUsedRowSchema>;

/** A where-used answer (at most 500 rows; `more` when there were more). */
export const whereUsedSchema = z.object({
  part: partHeaderSchema,
  mode: z.enum(whereUsedModes),
  rows: z.array(whereUsedRowSchema),
  cycles: z.number().int(),
  more: z.boolean(),
});
/** A where-used answer. */
export type WhereUsed = z.infer<typeof whereUsedSchema>;

/** Stock of a part: per plant, per place (warehouse, bin, heat, lot), and its last transactions. */
export const onHandSchema = z.object({
  part: partHeaderSchema,
  plants: z.array(z.object({ plant: z.string(), plantName: z.string(), quantity: z.number() })),
  places: z.array(
    z.object({ plant: z.string(), warehouse: z.string(), bin: z.string(), heatNum: z.string(), lotNum: z.string(), quantity: z.number() }),
  ),
  transactions: z.array(
    z.object({
      tranId: z.number().int(),
      tranType: z.string(),
      at: z.string(),
      plant: z.string(),
      warehouse: z.string().nullable(),
      bin: z.string().nullable(),
      quantity: z.number(),
      jobNum: z.string().nullable(),
      username: z.string(),
    }),
  ),
});
/** Stock of a part. */
export type OnHand = z.infer<typeof onHandSchema>;

/** Purchase history of a part: its order lines, newest first, and the average price per quarter. */
export const purchaseHistorySchema = z.object({
  part: partHeaderSchema,
  lines: z.array(
    z.object({
      poNum: z.number().int(),
      line: z.number().int(),
      vendorId: z.string(),
      vendorName: z.string(),
      plant: z.string(),
      orderDate: z.string(),
      dueDate: z.string(),
      orderQty: z.number(),
      unitPrice: z.number(),
      receivedQty: z.number(),
    }),
  ),
  trend: z.array(z.object({ quarter: z.string(), avgPrice: z.number(), quantity: z.number() })),
});
/** Purchase history of a part. */
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

/** Query of GET /v1/PartSearch/{partNum}/Eau. */
export const eauQuerySchema = z.object({ plant: plantParamSchema.optional() });

/** Estimated annual usage: issues of the last twelve months plus what open jobs still need. */
export const eauSchema = z.object({
  part: partHeaderSchema,
  plant: z.string().nullable(),
  usage12: z.number(),
  openDemand: z.number(),
  eau: z.number(),
  months: z.array(z.object({ month: z.string(), quantity: z.number() })),
  openJobs: z.array(z.object({ jobNum: z.string(), plant: z.string(), remaining: z.number() })),
});
/** Estimated annual usage. */
export type Eau = z.infer<typeof eauSchema>;

/** A drawing or document kept for a part or a job (the bytes are read at /v1/Attachments/{id}). */
export const partFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  hasThumbnail: z.boolean(),
  createdAt: z.string(),
});
/** A drawing or document of a part or a job. */
export type PartFile = z.infer<typeof partFileSchema>;

/** A job number in a path, such as 118204 or a release 118204-1. */
export const jobNumParamSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,9}(-[0-9]{1,3})?$/, { message: 'digits, such as 118204 or 118204-1' });
