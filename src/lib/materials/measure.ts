import { MEASURE_LIMITS } from './constants';

/** What a measurement form holds, as typed. */
export interface MeasureForm {
  pieces: string;
  lengthIn: string;
}

/**
 * Reads the typed pieces and length the way the API checks them (the screen only mirrors the server):
 * pieces a whole number 1..999, length above 0, at most 480 in and 3 decimals; a comma reads as the
 * decimal point. Each refused field is named ('pieces', 'lengthIn').
 * @example readMeasurement({ pieces: '2', lengthIn: '47,875' }) // { ok: true, pieces: 2, lengthIn: 47.875 }
 */
export function readMeasurement(
  form: MeasureForm,
): { ok: true; pieces: number; lengthIn: number } | { ok: false; fields: ('pieces' | 'lengthIn')[] } {
  const fields: ('pieces' | 'lengthIn')[] = [];
  const pieces = /^\s*[0-9]{1,3}\s*$/.test(form.pieces) ? Number(form.pieces) : NaN;
  if (!(pieces >= 1 && pieces <= MEASURE_LIMITS.maxPieces)) fields.push('pieces');
  const text = form.lengthIn.trim().replace(',', '.');
  const lengthIn = /^[0-9]{1,3}(\.[0-9]{1,3})?$|^\.[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(lengthIn > 0 && lengthIn <= MEASURE_LIMITS.maxLengthIn)) fields.push('lengthIn');
  return fields.length > 0 ? { ok: false, fields } : { ok: true, pieces, lengthIn };
}
