import { z } from '@hono/zod-openapi';

/** Options of a refinement whose issue carries a stable code and the values of its message. */
function coded(code: string, message: string, values: Record<string, string | number>) {
  return { message, params: { code, values } };
}

/** A whole number in a query string, within bounds (refused with 'whole-number-range' and its bounds). */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .refine((value) => /^[0-9]{1,9}$/.test(value), coded('whole-number-range', message, { min, max }))
    .openapi({ pattern: '^[0-9]{1,9}$' })
    .transform(Number)
    .refine((n) => n >= min && n <= max, coded('whole-number-range', message, { min, max }))
    .optional()
    .transform((n) => n ?? fallback)
    .openapi({ type: 'string', example: String(fallback) });
}

/** `page` and `pageSize` of every paged list's query (`pageSize` 1 to 200, default 50). */
export const PagingQuery = {
  page: wholeNumber(1, 1_000_000, 1),
  pageSize: wholeNumber(1, 200, 50),
};

/**
 * The answer of a paged list, named in the OpenAPI document.
 * @example pageOf(GroupSchema, 'GroupPage') // { items: Group[], total, page, pageSize }
 */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }).openapi(name);
}
