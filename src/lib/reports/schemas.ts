import { z } from '@hono/zod-openapi';

/** A column of a report's answer: a group (its values' words in `labels`) or a measure. */
export const ReportColumnSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    role: z.enum(['group', 'measure']),
    type: z.enum(['text', 'number']),
    decimals: z.number().int().optional(),
    labels: z.record(z.string(), z.string()).optional().openapi({ description: 'Words of the values, in the caller’s language' }),
  })
  .openapi('ReportColumn');

/** A report's answer: its columns, a row per group (values are codes; the columns' labels give the words) and the totals. */
export const ReportAnswerSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    columns: z.array(ReportColumnSchema),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    totals: z.record(z.string(), z.union([z.number(), z.null()])),
    chart: z.object({ kind: z.enum(['bar', 'line', 'pareto']), measure: z.string() }).optional(),
  })
  .openapi('ReportAnswer');

/** One report as listed: its name, title and application. */
export const ReportListItemSchema = z
  .object({ name: z.string(), title: z.string(), app: z.string(), source: z.string() })
  .openapi('ReportListItem');

/** The answer of `GET /v1/Reports/{name}`. */
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;
/** One of its columns. */
export type ReportColumn = z.infer<typeof ReportColumnSchema>;
