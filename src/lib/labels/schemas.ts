import { z } from 'zod';
import { COPIES } from './validate';

/** How a label went out: the browser's print, a ZPL download, or ZPL sent to a printer's port. */
export const PRINT_METHODS = ['browser', 'zpl-download', 'zpl-send'] as const;
/** How a label went out. */
export type PrintMethod = (typeof PRINT_METHODS)[number];
/** The methods a caller may record: a printer send is recorded only by POST /v1/Labels/Sends, once the printer took it. */
export const RECORDABLE_METHODS = ['browser', 'zpl-download'] as const;
/** A method a caller may record. */
export type RecordableMethod = (typeof RECORDABLE_METHODS)[number];

/** POST /v1/Labels/Prints: one print of a label (shared by the API and the portal). */
export const labelPrintInputSchema = z.object({
  form: z.string().regex(/^[A-Za-z]{1,40}$/, { message: 'must be a label form such as bgBin' }),
  values: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/), z.string().max(1000)),
  copies: z.number().int().min(COPIES.min).max(COPIES.max),
  printer: z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'must be a printer profile id such as browser-203' }),
  method: z.enum(RECORDABLE_METHODS, { message: "must be 'browser' or 'zpl-download' (a printer send records itself)" }),
});
/** One print to record. */
export type LabelPrintInput = z.infer<typeof labelPrintInputSchema>;
/** One print as the store keeps it, by any method (a printer send included). */
export type PrintRecord = Omit<LabelPrintInput, 'method'> & { method: PrintMethod };

/** A recorded print: what, how many, on which printer, who and when. */
export const labelPrintSchema = labelPrintInputSchema.extend({
  method: z.enum(PRINT_METHODS),
  id: z.number().int(),
  username: z.string(),
  printedAt: z.string(),
});
/** A recorded print. */
export type LabelPrint = z.infer<typeof labelPrintSchema>;

/** POST /v1/Labels/Sends: one label sent as ZPL to a printer profile's address. */
export const labelSendInputSchema = labelPrintInputSchema.omit({ method: true }).extend({
  /** The language of the printed captions (the printing user's); English when absent. */
  language: z.enum(['en', 'es']).optional(),
});
/** One label to send to a printer. */
export type LabelSendInput = z.infer<typeof labelSendInputSchema>;

const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, { message: `must be a whole number from 1 to ${max}` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { message: `must be a whole number from 1 to ${max}` });

/** GET /v1/Labels/Prints: one page of a form's prints, newest first. */
export const labelPrintQuerySchema = z.object({
  form: z.string().regex(/^[A-Za-z]{1,40}$/),
  page: wholeNumber(100_000).optional(),
  pageSize: wholeNumber(100).optional(),
});

/** One page of a form's prints and how many there are in all. */
export const labelPrintPageSchema = z.object({
  items: z.array(labelPrintSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** One page of a form's prints. */
export type LabelPrintPage = z.infer<typeof labelPrintPageSchema>;

/** A printer's refusal of a send (busy, or the label did not go out). */
export const printerErrorSchema = z.object({ error: z.object({ name: z.string(), code: z.string(), message: z.string() }) });
