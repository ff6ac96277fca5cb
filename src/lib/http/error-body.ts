import { z } from 'zod';

/**
 * The error body every API call answers with on failure, shared by the API (which builds it) and its
 * clients (which read it): `{ error: { name, code, message, values?, fields? } }`. `code` is machine-readable and
 * stable, so a screen translates it and places it by its field without reading the English `message`.
 */

/**
 * The values a message is made of (`{ max: 100 }`, `{ menuId: 12, title: 'Labels' }`), so a screen can
 * say the same in its own language from the code alone.
 */
export const errorValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One refused field of a request: where it is (`a.b.0` for nested values), why (code), its values and the English message. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
  values: errorValuesSchema.optional(),
});

/** The `error` object; calls may add members of their own (e.g. `confirm` on a 409 that asks for a confirmation). */
export const errorDetailSchema = z.looseObject({
  name: z.string(),
  code: z.string(),
  message: z.string(),
  values: errorValuesSchema.optional(),
  fields: z.array(fieldIssueSchema).optional(),
});

/** The JSON body of every error response. */
export const errorBodySchema = z.object({ error: errorDetailSchema });

/** The values of a coded message. */
export type ErrorValues = z.infer<typeof errorValuesSchema>;
/** One refused field of a request. */
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
/** The `error` member of an error response. */
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
/** The JSON body of every error response. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The codes every call may answer with; a feature adds its own (e.g. 'confirmation-required').
 * Field codes from validation: 'required', 'invalid', 'invalid-format', 'invalid-choice', 'too-small',
 * 'too-big', 'too-long', 'not-found'; 'too-small', 'too-big' and 'too-long' carry `values` { min } or { max }.
 */
export const COMMON_ERROR_CODES = [
  'invalid-input',
  'unauthenticated',
  'not-allowed',
  'not-found',
  'conflict',
  'too-large',
  'internal',
  'unreachable',
] as const;

/**
 * Reads an error body from any parsed JSON; null when it is not one.
 * @example parseErrorBody({ error: { name: 'InputError', code: 'invalid-input', message: 'x' } })?.error.code // 'invalid-input'
 */
export function parseErrorBody(value: unknown): ErrorBody | null {
  const parsed = errorBodySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
