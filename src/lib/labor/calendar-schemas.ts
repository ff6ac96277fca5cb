import { z } from 'zod';
import { shiftField } from '@/lib/forms/number-field';
import { plantFilterSchema } from '@/lib/plants/plant-schema';
import { dateSchema } from './schemas';

/**
 * The absence calendar's own contract (a supervisor's events and saved views), shared by the API and
 * the screens. Plain zod: safe in the browser.
 */

const reason = z.string().trim().min(1, { message: 'A reason is required' }).max(200, { message: 'must be at most 200 characters' });
const note = z.string().trim().max(500, { message: 'must be at most 500 characters' }).optional();

/** Body of POST /v1/Labor/Absences: a supervisor records an employee's call off or absence, past days too. */
export const absenceEventInputSchema = z.object({
  empId: z.coerce.number({ message: 'must be an employee ID' }).int().positive({ message: 'must be an employee ID' }),
  kind: z.enum(['call-off', 'absence'], { message: "must be 'call-off' or 'absence'" }),
  fromDate: dateSchema,
  toDate: dateSchema,
  /** The shift called off (a call off names one). */
  shift: shiftField().optional(),
  reason,
  note,
});
/** A supervisor's new calendar event. */
export type AbsenceEventInput = z.infer<typeof absenceEventInputSchema>;

/** Body of PATCH /v1/Labor/Absences/{id}: new dates, reason and note (the kind and employee stay). */
export const absenceEditSchema = z.object({ fromDate: dateSchema, toDate: dateSchema, reason, note });
/** A change to a calendar event. */
export type AbsenceEdit = z.infer<typeof absenceEditSchema>;

/** Kinds a calendar view can show. */
export const VIEW_KINDS = ['call-off', 'absence', 'tardy'] as const;
/** Who may use a saved view: every supervisor, only its owner, or one user group (and its owner). */
export const VIEW_AUDIENCES = ['supervisors', 'owner', 'group'] as const;

/** Body of POST /v1/Labor/CalendarViews: a view's name, plant (or All) and the kinds it shows. */
export const calendarViewInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'A name is required' }).max(60, { message: 'must be at most 60 characters' }),
  plant: plantFilterSchema,
  kinds: z.array(z.enum(VIEW_KINDS)).min(1, { message: 'Choose at least one kind' }),
});
/** A new saved view. */
export type CalendarViewInput = z.infer<typeof calendarViewInputSchema>;

/** Body of PUT /v1/Labor/CalendarViews/{id}/Security: who may use the view. */
export const viewSecuritySchema = z
  .object({
    audience: z.enum(VIEW_AUDIENCES, { message: "must be 'supervisors', 'owner' or 'group'" }),
    groupId: z.coerce.number().int().positive().optional(),
  })
  .refine((v) => (v.audience === 'group') === (v.groupId !== undefined), {
    message: 'Choose a user group (only for the group audience)',
    path: ['groupId'],
  });
/** Who may use a saved view. */
export type ViewSecurity = z.infer<typeof viewSecuritySchema>;

/** A saved view of the absence calendar, with who owns it and who may use it. */
export const calendarViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plant: z.string(),
  kinds: z.array(z.enum(VIEW_KINDS)),
  audience: z.enum(VIEW_AUDIENCES),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  ownerEmpId: z.number().int(),
  owner: z.string(),
  /** Whether the caller may change it (its owner). */
  mine: z.boolean(),
});
/** A saved view of the absence calendar. */
export type CalendarView = z.infer<typeof calendarViewSchema>;

/** A user group a view can be shared with. */
export const viewGroupSchema = z.object({ groupId: z.number().int(), name: z.string() });

/** The calendar views a person may open and the groups they may pick from. */
export const calendarViewsSchema = z.object({ views: z.array(calendarViewSchema), groups: z.array(viewGroupSchema) });
