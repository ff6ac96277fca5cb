import { z } from 'zod';
import { numberField } from '@/lib/forms/number-field';

/** Standard atmospheric pressure in psi: gauge pressure + this = absolute pressure. */
export const ATMOSPHERE_PSI = 14.696;
/** Degrees Fahrenheit + this = degrees Rankine (absolute temperature). */
export const RANKINE_OFFSET = 459.67;

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

/**
 * A gauge reading corrected to the reference temperature. Nitrogen in a sealed cylinder is an ideal gas at
 * constant volume (Gay-Lussac's law), so absolute pressure is proportional to absolute temperature:
 *
 *   P_ref = (P_gauge + 14.696) × (T_ref + 459.67) / (T_check + 459.67) − 14.696
 *
 * with pressures in psi (gauge; + 14.696 psi makes them absolute) and temperatures in °F (+ 459.67 makes them °R).
 * @example correctedPressure(1530, 90, 70) // 1473.8 (a warm cylinder reads high)
 */
export function correctedPressure(gaugePsi: number, checkTempF: number, referenceTempF: number): number {
  const absolute = gaugePsi + ATMOSPHERE_PSI;
  const corrected = (absolute * (referenceTempF + RANKINE_OFFSET)) / (checkTempF + RANKINE_OFFSET) - ATMOSPHERE_PSI;
  return Math.round(corrected * 10) / 10;
}

/** PASS or FAIL of a charge, and why it failed. */
export interface ChargeVerdict {
  correctedPsi: number;
  result: 'PASS' | 'FAIL';
  /** 'pressure-low', 'pressure-high', 'decay' */
  reasons: string[];
}

/**
 * Judges a charge against its specification: the corrected pressure within target ± tolerance and the decay at most the maximum.
 * @example judgeCharge({ finalPressurePsi: 1530, tempAtCheckF: 90, pressureDecayPsi: 5 }, spec).result // 'PASS' for 1500 ± 50 psi
 */
export function judgeCharge(
  reading: { finalPressurePsi: number; tempAtCheckF: number; pressureDecayPsi: number },
  spec: ChargeSpec,
): ChargeVerdict {
  const correctedPsi = correctedPressure(reading.finalPressurePsi, reading.tempAtCheckF, spec.referenceTempF);
  const reasons: string[] = [];
  if (correctedPsi < spec.targetPsi - spec.tolerancePsi) reasons.push('pressure-low');
  if (correctedPsi > spec.targetPsi + spec.tolerancePsi) reasons.push('pressure-high');
  if (reading.pressureDecayPsi > spec.maxDecayPsi) reasons.push('decay');
  return { correctedPsi, result: reasons.length === 0 ? 'PASS' : 'FAIL', reasons };
}

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
  result: z.enum(['PASS', 'FAIL']),
  reasons: z.array(z.string()),
  spec: chargeSpecSchema,
  by: z.string(),
  at: z.string(),
});
/** A stored charge as the API answers it. */
export type ChargeRecord = z.infer<typeof chargeRecordSchema>;

/** The application link of nitrogen charge. */
export const NITRO_APP = '/Nitro';
