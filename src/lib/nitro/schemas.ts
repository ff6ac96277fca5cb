import { z } from 'zod';
import { numberField } from '@/lib/forms/number-field';
import { PagingQuery } from '@/lib/paging/paging-schemas';
import { plantIdSchema } from '@/lib/plants/plant-schema';

/**
 * The nitrogen charge contract, shared by the embedded API (which validates and answers with it) and
 * the page's client (which types its calls with it).
 */

/** A part's charge specification: target pressure and tolerance at a reference temperature, and the largest allowed decay. */
export const chargeSpecSchema = z.object({
  partNum: z.string(),
  targetPsi: z.number(),
  tolerancePsi: z.number(),
  referenceTempF: z.number(),
  maxDecayPsi: z.number(),
});
/** A part's charge specification. */
export type ChargeSpec = z.infer<typeof chargeSpecSchema>;

/** What a charge is judged. */
export const CHARGE_RESULTS = ['PASS', 'FAIL'] as const;

const number = (min: number, max: number, what: string, unit: string) =>
  numberField({ min, max, unit, message: `must be ${what} from ${min} to ${max}` });
const optionalNumber = (min: number, max: number, what: string, unit: string) =>
  numberField({ min, max, unit, message: `must be ${what} from ${min} to ${max}`, optional: true });

/** A charge as the paint line records it (spec §3 "Nitrogen charge"). */
export const chargeInputSchema = z.object({
  serialNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, { message: 'must be a cylinder serial number such as N2-0012345' }),
  jobNumber: z
    .string()
    .trim()
    .regex(/^\d{4,8}(-\d{1,3})?$/, { message: 'must be a job number such as 118204 or 118204-1' }),
  tempAtChargeF: number(-20, 160, 'a temperature in °F', '°F'),
  tempAtCheckF: number(-20, 160, 'a temperature in °F', '°F'),
  finalPressurePsi: number(0, 5000, 'a pressure in psi', 'psi'),
  pressureDecayPsi: number(0, 500, 'a pressure in psi', 'psi'),
  packagingPressurePsi: optionalNumber(0, 5000, 'a pressure in psi', 'psi'),
  paintLineEmpId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.union([
      z.null(),
      z
        .number({ message: 'must be an employee ID such as 2001' })
        .int({ message: 'must be an employee ID such as 2001' })
        .positive({ message: 'must be an employee ID such as 2001' }),
    ]),
  ),
  safetyWire: z.preprocess(
    (v) => (v === 'yes' || v === 'true' ? true : v === 'no' || v === 'false' || v === '' || v === undefined ? false : v),
    z.boolean({ message: "must be 'yes' or 'no'" }),
  ),
});
/** The typed fields of a charge. */
export type ChargeInput = z.infer<typeof chargeInputSchema>;

/** A stored charge as the API answers it. */
export const chargeRecordSchema = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  jobNumber: z.string(),
  partNum: z.string(),
  plant: z.string(),
  tempAtChargeF: z.number(),
  tempAtCheckF: z.number(),
  finalPressurePsi: z.number(),
  pressureDecayPsi: z.number(),
  packagingPressurePsi: z.number().nullable(),
  paintLineEmpId: z.number().int().nullable(),
  safetyWire: z.boolean(),
  newReading: z.boolean(),
  correctedPsi: z.number().describe('Final pressure corrected to the reference temperature (ideal gas, absolute pressure and temperature)'),
  result: z.enum(CHARGE_RESULTS),
  reasons: z.array(z.string()),
  spec: chargeSpecSchema,
  by: z.string(),
  at: z.string(),
});
/** A stored charge as the API answers it. */
export type ChargeRecord = z.infer<typeof chargeRecordSchema>;

/** Filter of the charge list: plant, serial number prefix and result, paged (GET /v1/NitrogenCharges). */
export const chargeListQuerySchema = z.object({
  plant: plantIdSchema.optional(),
  serial: z.string().max(30).optional(),
  result: z.enum(CHARGE_RESULTS, { message: "must be 'PASS' or 'FAIL'" }).optional(),
  ...PagingQuery,
});
/** The charge list's filter as the API reads it; a client sends each value as text. */
export type ChargeListQuery = z.infer<typeof chargeListQuerySchema>;

/** One page of charges, newest first. */
export const chargePageSchema = z.object({
  items: z.array(chargeRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** One page of charges. */
export type ChargePage = z.infer<typeof chargePageSchema>;
