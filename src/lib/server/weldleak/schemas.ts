import { z } from '@hono/zod-openapi';
import { PagingQuery, pageOf } from '@/lib/paging/paging-schemas';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { DEFECT_TYPES, weldLeakInputSchema } from '@/lib/weldleak/weldleak';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date such as 2026-11-20' });

/** Filter of the weld leak list and Pareto: plant, date window (default: the last three months), only incomplete. */
export const WeldLeakQuery = z
  .object({
    plant: plantFilterSchema.optional().transform((p) => p ?? 'All'),
    from: isoDate.optional().openapi({ example: '2026-08-01' }),
    to: isoDate.optional().openapi({ example: '2026-11-22' }),
    incomplete: z
      .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
      .optional()
      .transform((v) => v === 'true'),
    ...PagingQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });

/** Body of a new entry and of 'Save Changes'. */
export const WeldLeakInputSchema = weldLeakInputSchema.openapi('WeldLeakInput');

/** An entry as the API answers it. */
export const WeldLeakSchema = z
  .object({
    id: z.number().int(),
    plant: z.string(),
    plantName: z.string(),
    date: z.string(),
    type: z.string(),
    cylinderNumber: z.string(),
    cell: z.string(),
    status: z.enum(['complete', 'incomplete']),
    jobNumber: z.string(),
    shift: z.number().int(),
    robotOperator: z.string(),
    quantity: z.number().int(),
    location: z.string(),
    leakLocation: z.string(),
    defectType: z.enum(DEFECT_TYPES),
    feature: z.string(),
    orientation: z.string(),
    repairInitials: z.string(),
    repairMinutes: z.number().int().nullable(),
    correctiveAction: z.string(),
    comments: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    closedBy: z.string().nullable(),
    closedAt: z.string().nullable(),
  })
  .openapi('WeldLeakEntry');

/** One page of entries with the window that produced it. */
export const WeldLeakPageSchema = pageOf(WeldLeakSchema, 'WeldLeakPage').extend({ from: z.string(), to: z.string() });

const ChangeSchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'edit', 'close']),
  by: z.string(),
  at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});

/** One entry, its kept changes and what the caller may do with it. */
export const WeldLeakDetailSchema = z
  .object({ entry: WeldLeakSchema, history: z.array(ChangeSchema), canEdit: z.boolean(), canClose: z.boolean() })
  .openapi('WeldLeakDetail');

const BarSchema = z.object({ key: z.string(), count: z.number().int(), cumulative: z.number() });

/** The Pareto of defect types and leak locations of a filter. */
export const WeldLeakParetoSchema = z
  .object({ total: z.number().int(), from: z.string(), to: z.string(), defectTypes: z.array(BarSchema), leakLocations: z.array(BarSchema) })
  .openapi('WeldLeakPareto');
