import { z } from 'zod';
import { decimalsAllowed, numberProblem, readNumber, valueProblem, type NumberBounds } from './number';

/** Options of `numberField`: its bounds and unit, the API's English message, whether it may stay empty. */
export interface NumberFieldOptions extends NumberBounds {
  /** The API's English message ('must be a temperature in °F from -20 to 160'). */
  message: string;
  /** Empty is allowed (null); otherwise empty is 'required'. */
  optional?: boolean;
}

/**
 * A number field of a contract, for form posts (strings) and JSON (numbers) alike: empty is 'required',
 * a typo (or `true`) is 'not-a-number', more decimals than allowed 'too-many-decimals', out of bounds
 * 'too-small' / 'too-big', each with { min, max, unit, decimals } so the screen says 'Enter a number
 * from -20 to 160 °F' in its language.
 * @example numberField({ min: -20, max: 160, unit: '°F', message: 'must be a temperature in °F from -20 to 160' })
 */
export function numberField<O extends boolean = false>(
  options: NumberFieldOptions & { optional?: O },
): z.ZodType<O extends true ? number | null : number, unknown> {
  const { min, max, unit, message } = options;
  const values = { min, max, unit, decimals: decimalsAllowed(options) };
  const field = z.unknown().transform((value, ctx) => {
    if ((value === undefined || value === null || value === '') && options.optional) return null;
    if (typeof value === 'number') {
      const problem = valueProblem(value, options);
      if (problem === null) return value;
      ctx.addIssue({ code: 'custom', message, params: { code: problem, values } });
      return z.NEVER;
    }
    const text = typeof value === 'string' ? value : value == null ? '' : '?';
    const problem = numberProblem(text, options);
    if (problem === null) return readNumber(text);
    ctx.addIssue({ code: 'custom', message, params: { code: problem, values } });
    return z.NEVER;
  });
  BOUNDS.set(field, options);
  return field as unknown as z.ZodType<O extends true ? number | null : number, unknown>;
}

const BOUNDS = new WeakMap<object, NumberFieldOptions>();

/**
 * The bounds and unit of a `numberField`, so its form's input checks in the browser what the server
 * checks (`data-number` of the kit's fields); undefined for any other schema.
 * @example numberBounds(chargeInputSchema.shape.tempAtChargeF) // { min: -20, max: 160, unit: '°F', ... }
 */
export function numberBounds(schema: unknown): NumberFieldOptions | undefined {
  return schema && typeof schema === 'object' ? BOUNDS.get(schema) : undefined;
}

/** Options of `quantityField`: the most a write may move, and the decimals its unit allows. */
export interface QuantityFieldOptions {
  max: number;
  /** 4 for stock quantities (numeric(14,4)), 0 for a count of pieces. */
  decimals: number;
  unit?: string;
}

/**
 * A quantity of a JSON write (a number, never text): above 0 and at most `max`, with no more decimals
 * than stored, so nothing is kept rounded (1e-320 is never stored as 0, nor 1.123456789 as 1.1235); the
 * same codes and values as `numberField`.
 * @example quantityField({ max: 10_000_000, decimals: 4 }).safeParse(1e-320).success // false ('too-many-decimals')
 */
export function quantityField({ max, decimals, unit = '' }: QuantityFieldOptions) {
  const bounds = { min: 10 ** -decimals, max, unit, decimals };
  const message = `must be a number from ${bounds.min} to ${max} with at most ${decimals} decimals`;
  return z.number({ message }).superRefine((n, ctx) => {
    const problem = valueProblem(n, bounds);
    if (problem) ctx.addIssue({ code: 'custom', message, params: { code: problem, values: bounds } });
  });
}

/**
 * A plant shift of a form post or a JSON body: '2' and 2 are shift 2; `true`, 2.5 or 4 are refused
 * ('not-a-number', 'too-big'), never read as a shift.
 * @example shiftField().safeParse(true).success // false
 */
export function shiftField() {
  return numberField({ min: 1, max: 3, unit: '', whole: true, message: 'must be 1, 2 or 3' });
}
