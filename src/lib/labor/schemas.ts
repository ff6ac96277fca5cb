import { z } from 'zod';
import { shiftField } from '@/lib/forms/number-field';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import { PUNCH_KINDS } from './hours';
import { DAY_PATTERN } from '@/lib/forms/date-field';
import { badgeNumberSchema } from './badge-schemas';

/**
 * The labor contract, shared by the embedded API (which validates with it) and the screens (which
 * type their calls with it). Plain zod: no server code, safe in the browser.
 */

/** The application every employee punches through, and the right that approves labor. */
export const LABOR_APP = '/LaborMod';
/** The sub-application of supervisors: who is in, approval, fixes. */
export const LABOR_APPROVAL = 'LaborMod_Approval';
/** HR's right: reading every plant's private labor data (days, payroll, absences), not only one's own plants'. */
export const LABOR_HR = 'LaborMod_HR';

/** A plant id of the plants module. */
export const laborPlantSchema = plantIdSchema;
const isoDate = z.string().regex(DAY_PATTERN, { message: 'must be a date (YYYY-MM-DD)' });
/** A calendar date, YYYY-MM-DD. */
export const dateSchema = isoDate.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { message: 'must be a date (YYYY-MM-DD)' });
/** An instant: ISO 8601 with its offset. */
export const instantSchema = z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });

/** A punch kind. */
export const punchKindSchema = z.enum(PUNCH_KINDS, { message: "must be 'in', 'lunch-out', 'lunch-in' or 'out'" });

/**
 * Body of POST /v1/Labor/Punches: the kind. Its time is the server's, or the outbox's Made-At header for
 * a punch kept on a device (a `madeAt` in the body is not read: no one dates their own punch).
 */
export const punchInputSchema = z.object({ kind: punchKindSchema });
/** A punch to record. */
export type PunchInput = z.infer<typeof punchInputSchema>;

/** A recorded punch: when the employee made it and when the server got it. */
export const punchSchema = z.object({
  id: z.number().int(),
  empId: z.number().int(),
  plant: z.string(),
  kind: punchKindSchema,
  madeAt: z.string(),
  receivedAt: z.string(),
  workDate: z.string(),
  shift: z.number().int(),
  source: z.enum(['self', 'kiosk', 'supervisor']),
  /** The punch this one corrects (a supervisor's fix keeps the original). */
  replaces: z.number().int().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
});
/** A recorded punch. */
export type Punch = z.infer<typeof punchSchema>;

const hoursSchema = z.object({
  workedMinutes: z.number().int(),
  lunchMinutes: z.number().int(),
  autoLunchMinutes: z.number().int(),
  paidMinutes: z.number().int(),
  flags: z.array(z.enum(['missing-out', 'missing-lunch-end'])),
});

/** One employee's day: its effective punches (fixes applied), what it adds up to and its approval. */
export const daySchema = z.object({
  empId: z.number().int(),
  name: z.string(),
  plant: z.string(),
  workDate: z.string(),
  shift: z.number().int(),
  status: z.enum(['open', 'approved']),
  tardyMinutes: z.number().int(),
  punches: z.array(punchSchema),
  /** Punches a fix replaced, kept for the record. */
  replaced: z.array(punchSchema),
  hours: hoursSchema,
  /** The day lacks a clock out (or a lunch end) only because its shift is still going on, overtime grace included. */
  inProgress: z.boolean(),
  /** Punches that reached the server more than SENT_LATE_MINUTES after their time: the supervisor checks them before approving. */
  sentLate: z.array(z.number().int()),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
/** One employee's day. */
export type LaborDay = z.infer<typeof daySchema>;

/** Answer of a punch: the punch (the first one for a repeat), whether it was a repeat, and the day. */
export const punchAnswerSchema = z.object({
  punch: punchSchema,
  repeated: z.boolean(),
  status: z.enum(['in', 'lunch', 'out']),
  tardyMinutes: z.number().int(),
  day: daySchema,
});
/** Answer of a punch. */
export type PunchAnswer = z.infer<typeof punchAnswerSchema>;

/** Body of a supervisor's fix: the corrected time (and kind, for a missing punch) with a required note. */
export const fixInputSchema = z.object({
  kind: punchKindSchema,
  madeAt: instantSchema,
  /** The punch being corrected; absent when adding a missing one. */
  replaces: z.number().int().positive().optional(),
  note: z.string().trim().min(1, { message: 'A note is required' }).max(500, { message: 'must be at most 500 characters' }),
});
/** A supervisor's fix. */
export type FixInput = z.infer<typeof fixInputSchema>;

/** Body of POST /v1/Labor/Approvals: the days to approve. */
export const approvalInputSchema = z.object({
  days: z
    .array(z.object({ empId: z.number().int().positive(), workDate: dateSchema }))
    .min(1, { message: 'Choose at least one day' })
    .max(500),
});

/** Body of POST /v1/Labor/CallOffs: the shift called off and why, before it starts. */
export const callOffInputSchema = z.object({
  date: dateSchema,
  shift: shiftField(),
  reason: z.string().trim().min(1, { message: 'A reason is required' }).max(200),
});

/** Body of POST /v1/Labor/AbsenceNotices: future days and why. */
export const absenceInputSchema = z.object({
  fromDate: dateSchema,
  toDate: dateSchema,
  reason: z.string().trim().min(1, { message: 'A reason is required' }).max(200),
  note: z.string().trim().max(500).optional(),
});

/** A call off, absence notice or tardy record. */
export const absenceSchema = z.object({
  id: z.number().int(),
  empId: z.number().int(),
  name: z.string(),
  plant: z.string(),
  kind: z.enum(['call-off', 'absence', 'tardy']),
  fromDate: z.string(),
  toDate: z.string(),
  shift: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  reason: z.string(),
  note: z.string().nullable(),
  madeAt: z.string(),
});
/** A call off, absence notice or tardy record. */
export type Absence = z.infer<typeof absenceSchema>;

/** A row of who is in: the employee's status now. */
export const clockedInRowSchema = z.object({
  empId: z.number().int(),
  name: z.string(),
  department: z.string(),
  status: z.enum(['in', 'lunch', 'out']),
  since: z.string().nullable(),
  workDate: z.string().nullable(),
  shift: z.number().int().nullable(),
  /** Until when PIN entry at the kiosks is locked after too many wrong PINs; null when it is not. */
  pinLockedUntil: z.string().nullable(),
});
/** A row of who is in. */
export type ClockedInRow = z.infer<typeof clockedInRowSchema>;

/** A plant's shifts and pay rule. */
export const plantLaborSchema = z.object({
  plant: z.string(),
  timeZone: z.string(),
  shifts: z.array(z.object({ shift: z.number().int(), startMinute: z.number().int(), endMinute: z.number().int() })),
  autoLunchMinutes: z.number().int(),
  autoLunchAfterMinutes: z.number().int(),
  dailyOtMinutes: z.number().int().nullable(),
  weeklyOtMinutes: z.number().int(),
  payPeriodAnchor: z.string(),
  payPeriodDays: z.number().int(),
});
/** A plant's shifts and pay rule. */
export type PlantLabor = z.infer<typeof plantLaborSchema>;

/**
 * Who a kiosk names: a badge scan (the card's own number, enrolled by an administrator) or a typed
 * employee ID with its PIN. The server decides which from what is sent; a client's word for how it
 * identified someone is not asked for and not read.
 */
const kioskWho = {
  badge: badgeNumberSchema.optional(),
  empId: z.coerce.number({ message: 'must be an employee ID' }).int().positive({ message: 'must be an employee ID' }).optional(),
  pin: z
    .string()
    .regex(/^\d{4}$/, { message: 'must be 4 digits' })
    .optional(),
};
/** Body of POST /v1/Labor/Kiosk/Employees. */
export const kioskIdentifySchema = z.object(kioskWho);
/** Who a kiosk names. */
export type KioskWho = z.infer<typeof kioskIdentifySchema>;
/** Body of POST /v1/Labor/Kiosk/Punches (its time is the server's, or the outbox's Made-At). */
export const kioskPunchSchema = z.object({ ...kioskWho, kind: punchKindSchema });
/** A kiosk punch. */
export type KioskPunch = z.infer<typeof kioskPunchSchema>;
/** The employee a kiosk shows: name, photo and status. */
export const kioskEmployeeSchema = z.object({
  empId: z.number().int(),
  name: z.string(),
  photoGuid: z.string().nullable(),
  status: z.enum(['in', 'lunch', 'out']),
  since: z.string().nullable(),
});
/** The employee a kiosk shows. */
export type KioskEmployee = z.infer<typeof kioskEmployeeSchema>;

/** The answer to a PIN unlock: whose PIN entry is open again. */
export const pinUnlockedSchema = z.object({ empId: z.number().int(), unlocked: z.literal(true) });
