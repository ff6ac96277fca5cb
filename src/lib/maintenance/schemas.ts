import { z } from 'zod';
import { plantFilterSchema, plantIdSchema } from '@/lib/plants/plant-schema';
import { CRITICALITIES, EQUIPMENT_KINDS } from '@/lib/plant-data/equipment-constants';
import { GAUGE_STATUSES, PM_INTERVAL_KINDS, VENT_LINES } from './constants';

/**
 * Maintenance's contract, shared by the embedded API (which validates and answers with it) and the
 * pages' client (which types its calls with it). Plain zod, safe in the browser.
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` });

/** GET /v1/Equipment: a plant (or All) and words of the name, asset number, work center or department. */
export const equipmentQuerySchema = z.object({
  plant: plantFilterSchema.optional().transform((p) => p ?? 'All'),
  q: text(60).optional(),
});

/** One piece of equipment of the register. */
export const equipmentSchema = z.object({
  equipmentId: z.string(),
  name: z.string(),
  plant: z.string(),
  plantName: z.string(),
  workCenter: z.string(),
  department: z.string(),
  cell: z.string().nullable(),
  kind: z.enum(EQUIPMENT_KINDS),
  criticality: z.enum(CRITICALITIES),
  manufacturer: z.string(),
  serialNumber: z.string(),
});
/** One piece of equipment. */
export type Equipment = z.infer<typeof equipmentSchema>;

/** A gauge's code as it is engraved and scanned: SH-G-001. */
export const gaugeIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, { message: 'must be a gauge number such as SH-G-001' });

/** GET /v1/Gauges: a plant (or All), or the gauges one person holds. */
export const gaugeQuerySchema = z.object({
  plant: plantFilterSchema.optional().transform((p) => p ?? 'All'),
  holder: z
    .string()
    .regex(/^[0-9]{1,9}$/, { message: 'must be a whole number such as 1001' })
    .transform(Number)
    .optional(),
});

/** One gauge of the crib. */
export const gaugeSchema = z.object({
  gaugeId: z.string(),
  description: z.string(),
  plant: z.string(),
  location: z.string(),
  status: z.enum(GAUGE_STATUSES),
  calibrationIntervalDays: z.number().int(),
  lastCalibrated: z.string(),
  calibrationDue: z.string(),
  holderEmpID: z.number().int().nullable(),
  holderName: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
});
/** One gauge. */
export type Gauge = z.infer<typeof gaugeSchema>;

/** GET /v1/Gauges/Badges/{empID}: who stands at the crib and what they hold. */
export const cribBadgeSchema = z.object({
  empID: z.number().int(),
  name: z.string(),
  plant: z.string().nullable(),
  gauges: z.array(gaugeSchema),
});
/** Who stands at the crib. */
export type CribBadge = z.infer<typeof cribBadgeSchema>;

/** POST /v1/Gauges/{gaugeId}/Checkout: the badge of who takes it. */
export const gaugeCheckoutSchema = z.object({
  empID: z
    .number({ message: 'must be a whole number such as 1001' })
    .int({ message: 'must be a whole number such as 1001' })
    .positive({ message: 'must be a whole number such as 1001' }),
});

/** One checkout or return of the crib's history. */
export const gaugeEventSchema = z.object({
  id: z.number().int(),
  gaugeId: z.string(),
  description: z.string(),
  action: z.enum(['checkout', 'return']),
  empID: z.number().int(),
  name: z.string(),
  at: z.string(),
});
/** One checkout or return. */
export type GaugeEvent = z.infer<typeof gaugeEventSchema>;

/** GET /v1/Mro: a plant (or All), and only what is below its minimum. */
export const mroQuerySchema = z.object({
  plant: plantFilterSchema.optional().transform((p) => p ?? 'All'),
  below: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  q: text(60).optional(),
});

/** One item of the maintenance stores. */
export const mroItemSchema = z.object({
  itemId: z.string(),
  plant: z.string(),
  description: z.string(),
  bin: z.string(),
  uom: z.string(),
  onHand: z.number(),
  minimum: z.number(),
  belowMinimum: z.boolean(),
  warning: z.string().nullable(),
});
/** One MRO item. */
export type MroItem = z.infer<typeof mroItemSchema>;

/** POST /v1/Equipment/{equipmentId}/Transfer: where it goes. */
export const equipmentTransferInputSchema = z.object({
  plant: plantIdSchema,
  department: text(40).min(1, { message: 'must not be empty' }),
  workCenter: text(40).min(1, { message: 'must not be empty' }),
  note: text(200).optional().default(''),
});
/** Where equipment goes. */
export type EquipmentTransferInput = z.infer<typeof equipmentTransferInputSchema>;

/** One move of equipment, kept in its history. */
export const equipmentTransferSchema = z.object({
  id: z.number().int(),
  equipmentId: z.string(),
  name: z.string(),
  fromPlant: z.string(),
  fromDepartment: z.string(),
  toPlant: z.string(),
  toDepartment: z.string(),
  note: z.string(),
  by: z.string(),
  at: z.string(),
});
/** One move of equipment. */
export type EquipmentTransfer = z.infer<typeof equipmentTransferSchema>;

/** One PM work order a schedule opened. */
export const pmWorkOrderSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  equipmentId: z.string(),
  equipmentName: z.string(),
  plant: z.string(),
  task: z.string(),
  intervalKind: z.enum(PM_INTERVAL_KINDS),
  intervalValue: z.number().int(),
  dueOn: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
/** One PM work order. */
export type PmWorkOrder = z.infer<typeof pmWorkOrderSchema>;

/** GET /v1/Maintenance/PmWorkOrders: a plant (or All), open or closed. */
export const pmWorkOrderQuerySchema = z.object({
  plant: plantFilterSchema.optional().transform((p) => p ?? 'All'),
  state: z.enum(['open', 'closed'], { message: 'must be open or closed' }).optional().default('open'),
});

/** One ventilation reading of a plating line. */
export const ventInspectionSchema = z.object({
  id: z.number().int(),
  plant: z.string(),
  line: z.enum(VENT_LINES),
  tank: z.string(),
  reading: z.number().int(),
  minimum: z.number().int(),
  outOfLimit: z.boolean(),
  inspectedOn: z.string(),
});
