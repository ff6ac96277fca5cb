import { z } from 'zod';
import { dateField } from '@/lib/forms/date-field';
import { shiftField } from '@/lib/forms/number-field';
import { plantIdSchema } from '@/lib/plants/plant-schema';

/**
 * The hoist and lift checklist contract, shared by the embedded API (which validates and answers with
 * it) and the pages' client (which types its calls with it).
 */

/** The kinds of assets a pre-shift checklist is made for. */
export const ASSET_KINDS = ['hoist', 'crane', 'forklift', 'scissor lift'] as const;
/** One kind of asset. */
export type AssetKind = (typeof ASSET_KINDS)[number];
/** The answers of an item. */
export const ANSWERS = ['ok', 'not-ok', 'na'] as const;
/** The two checklist applications, as a list's query names them. */
export const CHECKLIST_APP_NAMES = ['hoist', 'lift'] as const;

/** Filter of the asset list: one application's assets, of a plant (GET /v1/Checklists/Assets). */
export const assetListQuerySchema = z.object({
  app: z.enum(CHECKLIST_APP_NAMES, { message: "must be 'hoist' or 'lift'" }),
  plant: plantIdSchema.optional(),
});
/** The asset list's filter. */
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

/** A filled checklist as the API receives it. */
export const inspectionInputSchema = z.object({
  shiftDate: dateField({ maxAgeDays: 7, message: 'must be a date such as 2026-11-20' }),
  shift: shiftField(),
  answers: z
    .array(
      z.object({
        itemId: z.coerce.number().int().positive(),
        answer: z.enum(ANSWERS, { message: 'must be OK, Not OK or N/A' }),
        comment: z.string().trim().max(500, { message: 'must be at most 500 characters' }).default(''),
      }),
    )
    .max(100),
});
/** The typed input of a checklist. */
export type InspectionInput = z.infer<typeof inspectionInputSchema>;
/** A checklist as a client sends it (the shift as typed; the API coerces it). */
export type InspectionBody = z.input<typeof inspectionInputSchema>;
/** One answer of an item. */
export type Answer = (typeof ANSWERS)[number];

/** The items of a checklist as Maintenance_Manager saves them (English and Spanish text). */
export const itemsInputSchema = z.object({
  items: z
    .array(
      z.object({
        textEn: z.string().trim().min(1, { message: 'must not be empty' }).max(200, { message: 'must be at most 200 characters' }),
        textEs: z.string().trim().min(1, { message: 'must not be empty' }).max(200, { message: 'must be at most 200 characters' }),
      }),
    )
    .min(1, { message: 'must hold at least one item' })
    .max(40, { message: 'must hold at most 40 items' }),
});
/** The items of a checklist as Maintenance_Manager saves them. */
export type ItemsInput = z.infer<typeof itemsInputSchema>;

/** An asset as the API answers it. */
export const assetSchema = z.object({
  assetNumber: z.string(),
  plant: z.string(),
  department: z.string(),
  kind: z.enum(ASSET_KINDS),
  description: z.string(),
  outOfService: z.boolean(),
  outOfServiceSince: z.string().nullable(),
  outOfServiceReason: z.string().nullable(),
  lastInspection: z.object({ shiftDate: z.string(), shift: z.number().int(), by: z.string(), notOk: z.boolean() }).nullable(),
});
/** An asset as the API answers it. */
export type Asset = z.infer<typeof assetSchema>;

/** A checklist item. */
export const checklistItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSET_KINDS),
  position: z.number().int(),
  textEn: z.string(),
  textEs: z.string(),
});
/** A checklist item. */
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** One event of an asset's history: a checklist with its answers, or a clearance. */
export const assetEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('inspection'),
    id: z.number().int(),
    at: z.string(),
    by: z.string(),
    shiftDate: z.string(),
    shift: z.number().int(),
    notOk: z.boolean(),
    answers: z.array(
      z.object({ itemId: z.number().int(), textEn: z.string(), textEs: z.string(), answer: z.enum(ANSWERS), comment: z.string() }),
    ),
  }),
  z.object({ type: z.literal('clearance'), id: z.number().int(), at: z.string(), by: z.string(), note: z.string() }),
]);
/** One event of an asset's history. */
export type AssetEvent = z.infer<typeof assetEventSchema>;

/** An asset's page: the asset, its checklist items, its history (newest first) and whether the caller may clear it. */
export const assetPageSchema = z.object({
  asset: assetSchema,
  items: z.array(checklistItemSchema),
  history: z.array(assetEventSchema),
  mayClear: z.boolean(),
});
/** An asset's page. */
export type AssetPage = z.infer<typeof assetPageSchema>;

/** The answer to a recorded checklist: its id and whether any item was Not OK. */
export const inspectionResultSchema = z.object({ id: z.number().int(), notOk: z.boolean() });
/** The answer to a recorded checklist. */
export type InspectionResult = z.infer<typeof inspectionResultSchema>;

/** Why maintenance puts an asset back in service (POST /v1/Checklists/Assets/{asset}/Clear). */
export const clearInputSchema = z.object({
  note: z.string().trim().min(1, { message: 'must not be empty' }).max(500, { message: 'must be at most 500 characters' }),
});
/** The note of a clearance. */
export type ClearInput = z.infer<typeof clearInputSchema>;
