import { z } from 'zod';
import { numberField, shiftField } from '@/lib/forms/number-field';
import { DAY_PATTERN, dateField } from '@/lib/forms/date-field';
import { PLANT_IDS } from '@/lib/plants/plants';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { PagingQuery } from '@/lib/paging/paging-schemas';

/** The refusal of a weld leak's date, as an entry and as a list filter. */
const DATE_MESSAGE = 'must be a date such as 2026-11-20';

/**
 * The weld leak contract, shared by the embedded API (which validates and answers with it) and the
 * pages' client (which types its calls with it).
 */

/** Weld defect types, exactly as spec §9 lists them. */
export const DEFECT_TYPES = ['undercut', 'underfill', 'overlap', 'porosity cluster', 'porosity single', 'crack', 'undersized'] as const;
/** One weld defect type. */
export type DefectType = (typeof DEFECT_TYPES)[number];

/** What kind of part leaked. */
export const ENTRY_TYPES = ['hydraulic', 'gas', 'weldment'] as const;
/** Where on the cylinder the leaking weld is. */
export const LEAK_LOCATIONS = ['base weld', 'port weld', 'gland weld', 'tube seam', 'mount weld', 'fitting weld'] as const;
/** The feature of the part at the leak. */
export const FEATURES = ['base', 'port', 'tube', 'gland', 'mount', 'cross tube'] as const;
/** Clock position of the leak looking at the rod end. */
export const ORIENTATIONS = ['12:00', '3:00', '6:00', '9:00'] as const;
/** Where the leak was found. */
export const LOCATIONS = ['leak test', 'final assembly', 'paint line', 'customer return'] as const;
/** The shifts of a plant day. */
export const SHIFTS = [1, 2, 3] as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
const required = (max: number) => text(max).min(1, { message: 'must not be empty' });
const MINUTES = 'must be a whole number of minutes from 1 to 600';

/** The fields a person types for an entry (create and Save Changes); repair fields may stay empty until it is closed. */
export const weldLeakInputSchema = z.object({
  plant: z.enum(PLANT_IDS, { message: 'must be one of the plants' }),
  // Never ahead of tomorrow; an entry open for years is still saved with its own date.
  date: dateField({ maxAgeDays: 1096, message: DATE_MESSAGE }),
  type: z.enum(ENTRY_TYPES, { message: 'must be one of the types' }),
  cylinderNumber: required(40),
  cell: required(40),
  jobNumber: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .regex(/^\d{4,8}(-\d{1,3})?$/, { message: 'must be a job number such as 118204 or 118204-1' }),
  shift: shiftField(),
  robotOperator: required(60),
  quantity: numberField({ min: 1, max: 999, unit: 'EA', whole: true, message: 'must be a whole number from 1 to 999' }),
  location: z.enum(LOCATIONS, { message: 'must be one of the locations' }),
  leakLocation: z.enum(LEAK_LOCATIONS, { message: 'must be one of the leak locations' }),
  defectType: z.enum(DEFECT_TYPES, { message: 'must be one of the defect types' }),
  feature: z.enum(FEATURES, { message: 'must be one of the features' }),
  orientation: z.enum(ORIENTATIONS, { message: 'must be one of the orientations' }),
  repairInitials: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2,4})?$/, { message: 'must be 2 to 4 letters' })
    .transform((s) => s.toUpperCase())
    .default(''),
  repairMinutes: numberField({ min: 1, max: 600, unit: 'min', whole: true, message: MINUTES, optional: true }),
  correctiveAction: text(500).default(''),
  comments: text(1000).default(''),
});
/** The typed fields of an entry. */
export type WeldLeakInput = z.infer<typeof weldLeakInputSchema>;

/** A stored entry as the API answers it. */
export const weldLeakEntrySchema = z.object({
  id: z.number().int(),
  plant: z.enum(PLANT_IDS),
  plantName: z.string(),
  date: z.string(),
  type: z.enum(ENTRY_TYPES),
  cylinderNumber: z.string(),
  cell: z.string(),
  status: z.enum(['complete', 'incomplete']),
  jobNumber: z.string(),
  shift: z.number().int(),
  robotOperator: z.string(),
  quantity: z.number().int(),
  location: z.enum(LOCATIONS),
  leakLocation: z.enum(LEAK_LOCATIONS),
  defectType: z.enum(DEFECT_TYPES),
  feature: z.enum(FEATURES),
  orientation: z.enum(ORIENTATIONS),
  repairInitials: z.string(),
  repairMinutes: z.number().int().nullable(),
  correctiveAction: z.string(),
  comments: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
/** A stored entry as the API answers it. */
export type WeldLeakEntry = z.infer<typeof weldLeakEntrySchema>;

/** One kept change of an entry: who, when, and the fields before and after. */
export const weldLeakChangeSchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'edit', 'close']),
  by: z.string(),
  at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
/** One kept change of an entry. */
export type WeldLeakChange = z.infer<typeof weldLeakChangeSchema>;

/** One entry, its kept changes and what the caller may do with it (GET /v1/WeldLeaks/{id}). */
export const weldLeakDetailSchema = z.object({
  entry: weldLeakEntrySchema,
  history: z.array(weldLeakChangeSchema),
  canEdit: z.boolean(),
  canClose: z.boolean(),
});
/** One entry with its history and what the caller may do. */
export type WeldLeakDetail = z.infer<typeof weldLeakDetailSchema>;

const queryDate = z.string().regex(DAY_PATTERN, { message: DATE_MESSAGE });

/** Filter of the weld leak list and Pareto: plant, date window (default: the last three months), only incomplete. */
export const weldLeakQuerySchema = z
  .object({
    plant: plantFilterSchema.optional().transform((p) => p ?? 'All'),
    from: queryDate.optional(),
    to: queryDate.optional(),
    incomplete: z
      .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
      .optional()
      .transform((v) => v === 'true'),
    ...PagingQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });
/** The list's filter as the API reads it (GET /v1/WeldLeaks, /v1/WeldLeaks/Pareto); a client sends each value as text. */
export type WeldLeakQuery = z.infer<typeof weldLeakQuerySchema>;

/** One page of entries with the window that produced it (GET /v1/WeldLeaks). */
export const weldLeakPageSchema = z.object({
  items: z.array(weldLeakEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
});
/** One page of entries. */
export type WeldLeakPage = z.infer<typeof weldLeakPageSchema>;

/** One bar of a Pareto chart: a category, its count and the running share of the total. */
export const paretoBarSchema = z.object({ key: z.string(), count: z.number().int(), cumulative: z.number() });
/** One bar of a Pareto chart. */
export type ParetoBar = z.infer<typeof paretoBarSchema>;

/** The Pareto of defect types and leak locations of a filter (GET /v1/WeldLeaks/Pareto). */
export const weldLeakParetoSchema = z.object({
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
  defectTypes: z.array(paretoBarSchema),
  leakLocations: z.array(paretoBarSchema),
});
/** The Pareto of a filter. */
export type WeldLeakPareto = z.infer<typeof weldLeakParetoSchema>;
