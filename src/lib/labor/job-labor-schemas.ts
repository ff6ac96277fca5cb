import { z } from 'zod';
import { daySchema } from './schemas';

/** One labor line: time an employee reported on a job operation, and the quantity completed there. */
export const jobLineSchema = z.object({
  id: z.number().int(),
  jobNum: z.string(),
  assemblySeq: z.number().int(),
  oprSeq: z.number().int(),
  /** The part the job makes; null when the job is no longer in the ERP's list. */
  partNum: z.string().nullable(),
  resourceGroup: z.string().nullable(),
  workCenter: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  minutes: z.number().int(),
  quantity: z.number().int(),
});
/** One labor line. */
export type JobLine = z.infer<typeof jobLineSchema>;

/** An employee's day with their labor per job operation: the clock's day (null: no punches), the lines, and both totals. */
export const jobLaborSchema = z.object({
  empId: z.number().int(),
  name: z.string(),
  workDate: z.string(),
  day: daySchema.nullable(),
  lines: z.array(jobLineSchema),
  /** Minutes on jobs, summed over the lines. */
  jobMinutes: z.number().int(),
  /** Paid minutes by the clock (the same hours as everywhere); 0 without a day. */
  clockMinutes: z.number().int(),
});
/** An employee's day with their labor per job operation. */
export type JobLabor = z.infer<typeof jobLaborSchema>;
