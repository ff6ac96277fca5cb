import type { ChargeSpec } from './schemas';

/** Standard atmospheric pressure in psi: gauge pressure + this = absolute pressure. */
export const ATMOSPHERE_PSI = 14.696;
/** Degrees Fahrenheit + this = degrees Rankine (absolute temperature). */
export const RANKINE_OFFSET = 459.67;

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

/** The application link of nitrogen charge. */
export const NITRO_APP = '/Nitro';
