import { z } from 'zod';
import { numberProblem, readNumber, type NumberBounds } from './number';

/** Options of `numberField`: its bounds and unit, the API's English message, whether it may stay empty. */
export interface NumberFieldOptions extends NumberBounds {
  /** The API's English message ('must be a temperature in °F from -20 to 160'). */
  message: string;
  /** Empty is allowed (null); otherwise empty is 'required'. */
  optional?: boolean;
}

/**
 * A number field of a contract, for form posts (strings) and JSON (numbers) alike: empty is 'required',
 * a typo is 'not-a-number', out of bounds 'too-small' / 'too-big', each with { min, max, unit } so the
 * screen says 'Enter a number from -20 to 160 °F' in its language.
 * @example numberField({ min: -20, max: 160, unit: '°F', message: 'must be a temperature in °F from -20 to 160' })
 */
export function numberField<O extends boolean = false>(
  options: NumberFieldOptions & { optional?: O },
): z.ZodType<O extends true ? number | null : number, unknown> {
  const { min, max, unit, message } = options;
  const values = { min, max, unit };
  const field = z.unknown().transform((value, ctx) => {
    if ((value === undefined || value === null || value === '') && options.optional) return null;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : value == null ? '' : '?';
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
