import { z } from '@hono/zod-openapi';
import { PagingQuery, pageOf } from '@/lib/paging/paging-schemas';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { weldLeakDetailSchema, weldLeakEntrySchema, weldLeakInputSchema, weldLeakParetoSchema } from '@/lib/weldleak/weldleak';

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
export const WeldLeakSchema = z.object(weldLeakEntrySchema.shape).openapi('WeldLeakEntry');

/** One page of entries with the window that produced it. */
export const WeldLeakPageSchema = pageOf(WeldLeakSchema, 'WeldLeakPage').extend({ from: z.string(), to: z.string() });

/** One entry, its kept changes and what the caller may do with it. */
export const WeldLeakDetailSchema = z.object({ ...weldLeakDetailSchema.shape, entry: WeldLeakSchema }).openapi('WeldLeakDetail');

/** The Pareto of defect types and leak locations of a filter. */
export const WeldLeakParetoSchema = z.object(weldLeakParetoSchema.shape).openapi('WeldLeakPareto');
