import { z } from 'zod';
import { numberField } from '@/lib/forms/number-field';

/** One resource's day in the manager's week: goal and quantity claimed over the hours entered (GET /v1/Boards/DayByHour/Week). */
export const dbhDaySchema = z.object({
  resourceId: z.number().int(),
  code: z.string(),
  /** The plant's local date, yyyy-mm-dd. */
  day: z.string(),
  goal: z.number().int(),
  actual: z.number().int(),
  hours: z.number().int(),
});
/** One resource's day. */
export type DbhDay = z.infer<typeof dbhDaySchema>;

/** How often a reason was given for a resource's missed hours in the last seven days (GET /v1/Boards/DayByHour/ReasonCounts). */
export const reasonCountSchema = z.object({ resourceId: z.number().int(), code: z.string(), reason: z.string(), count: z.number().int() });
/** One resource's count of one reason. */
export type ReasonCount = z.infer<typeof reasonCountSchema>;

/** A resource id from a form's select: empty or unknown is 'unknown-resource'. */
const resourceId = z.coerce
  .number({ message: 'must be a resource id' })
  .refine((id) => Number.isInteger(id) && id > 0, { message: 'must be a resource id', params: { code: 'unknown-resource' } });

/** PUT /v1/Boards/DayByHour/Goals: an hour's own goal for a resource (an hour of the current shift, begun or not). */
export const goalInputSchema = z.object({
  resourceId,
  hour: z.string().refine((hour) => z.iso.datetime({ offset: true }).safeParse(hour).success, {
    message: 'must be an hour of the shift, e.g. 2026-01-05T12:00:00Z',
    params: { code: 'not-this-shift' },
  }),
  goal: numberField({ min: 0, max: 10_000, unit: '', whole: true, message: 'must be a whole number from 0 to 10000' }),
});

/** POST /v1/Boards/DayByHour/Reasons and PUT .../Reasons/{id}: a reason's text (and its plant when new). */
export const reasonInputSchema = z.object({
  plant: z.string().max(20).optional(),
  text: z.string().trim().min(1, { message: 'is required' }).max(60, { message: 'must be 60 characters or fewer' }),
});
