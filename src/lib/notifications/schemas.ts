import { z } from '@hono/zod-openapi';
import { returnPathOf } from '@/lib/routes/return-path';
import { EmailSchema } from '@/lib/server/api/schemas';

/** What a notification says as a message key and its values, for showing it in the reader's language. */
export const NotificationTextSchema = z
  .object({
    key: z.string().openapi({ example: 'moveCancelled' }),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.object({ en: z.string(), es: z.string() })])).openapi({
      example: { id: 12, by: 'Tom Wilson', reason: 'No pallet jack on second shift' },
    }),
  })
  .openapi('NotificationText', {
    description:
      "A key of the portal's notification messages and its values (a value in both languages is an object with en and es); description is its English.",
  });

/** spec §3 Notification; `message` (added) is what it says in a form the reader's language can be chosen from, null for a text given as is. */
export const NotificationSchema = z
  .object({
    id: z.number().int(),
    username: z.string().openapi({ example: 'shjcarter@example.com' }),
    date: z.string().openapi({ format: 'date-time' }),
    unread: z.boolean(),
    description: z.string(),
    action: z.string().openapi({ example: '/Maintenance/1042' }),
    message: NotificationTextSchema.nullable(),
  })
  .openapi('Notification');

/**
 * A page of the portal, as a notification's action: it must match the route table after decoding
 *, so a notification cannot send anyone to another site, /idp or /api; it is stored as
 * the table writes the page.
 */
export const ActionSchema = z
  .string()
  .min(1, { message: 'must not be empty' })
  .max(500, { message: 'must be at most 500 characters' })
  .refine((value) => returnPathOf(value) !== null, { message: 'must be a page of the portal, such as /Maintenance/1042' })
  .transform((value) => returnPathOf(value) ?? '/')
  .openapi({ type: 'string', example: '/Maintenance/1042' });

/** Body of PATCH /Notifications: the notification as listed, with its new unread flag; only `unread` is changed. */
export const NotificationPatchSchema = z
  .object({
    id: z.number().int().positive(),
    unread: z.boolean(),
    username: z.string().optional(),
    date: z.string().optional(),
    description: z.string().optional(),
    action: z.string().optional(),
  })
  .openapi('NotificationPatch');

/** Body of POST /Notifications. */
export const NotificationCreateSchema = z
  .object({
    username: EmailSchema,
    description: z.string().trim().min(1, { message: 'must not be empty' }).max(500, { message: 'must be at most 500 characters' }),
    action: ActionSchema,
  })
  .openapi('NotificationCreate');

/** The answer to marking all read: how many changed. */
export const MarkedAllSchema = z.object({ updated: z.number().int() });
