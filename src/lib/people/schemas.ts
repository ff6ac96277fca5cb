import { z } from 'zod';
import { plantIdSchema } from '@/lib/plants/plant-schema';

/**
 * The people family's contract: the employee master's schemas (the kit's, every family reads them) and
 * the text alerts'. Plain zod, safe in the browser.
 */
export * from '@/lib/plant-data/employees-schemas';

/** The application of text alerts. */
export const TEXT_ALERT_APP = '/TextAlert';
/** The longest text alert: two SMS segments. */
export const TEXT_ALERT_MAX = 306;

/** POST /v1/TextAlerts: to a plant's people with a mobile number and consent, or one department or user group of it. */
export const textAlertInputSchema = z.object({
  plant: plantIdSchema,
  department: z.string().trim().max(40).optional(),
  group: z.string().trim().max(80).optional(),
  message: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(TEXT_ALERT_MAX, { message: `at most ${TEXT_ALERT_MAX} characters` }),
});
/** POST /v1/TextAlerts body. */
export type TextAlertInput = z.infer<typeof textAlertInputSchema>;

/** POST /v1/TextAlerts answer (202): the alert's id and how many people it goes to. */
export const textAlertQueuedSchema = z.object({ id: z.string(), recipients: z.number().int() });

/** Where an alert stands: queued (none tried yet), sending, sent (every text tried and done), failed (none went out). */
export const TEXT_ALERT_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** GET /v1/TextAlerts/{id}. */
export const textAlertStatusSchema = z.object({
  status: z.enum(TEXT_ALERT_STATUSES),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
/** An alert's progress. */
export type TextAlertStatus = z.infer<typeof textAlertStatusSchema>;

/** One alert of GET /v1/TextAlerts?plant=, newest first. */
export const textAlertSummarySchema = textAlertStatusSchema.extend({
  id: z.string(),
  plant: z.string(),
  department: z.string().nullable(),
  group: z.string().nullable(),
  message: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
/** One alert of a list. */
export type TextAlertSummary = z.infer<typeof textAlertSummarySchema>;

/** One message the embedded development SMS gateway received (GET /v1/TextAlerts/DevGateway, administrators). */
export const devSmsSchema = z.object({ receivedAt: z.string(), to: z.string(), from: z.string(), body: z.string(), sid: z.string() });
/** One received development message. */
export type DevSms = z.infer<typeof devSmsSchema>;

/** GET /v1/TextAlerts/Groups: the user groups an alert may go to, by name. */
export const textAlertGroupsSchema = z.array(z.string());
