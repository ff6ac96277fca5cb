/** One page of a list the API answers (its `items`, how many there are in all, which page and its size). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Which page of a list to answer (1-based). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * The SQL offset of a page.
 * @example offsetOf({ page: 3, pageSize: 50 }) // 100
 */
export function offsetOf({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/**
 * Cuts one page out of a list already sorted in memory (for lists bounded by one application's holders).
 * @example pageOfList([1, 2, 3], { page: 2, pageSize: 2 }) // { items: [3], total: 3, page: 2, pageSize: 2 }
 */
export function pageOfList<T>(list: readonly T[], request: PageRequest): Page<T> {
  const start = offsetOf(request);
  return { items: list.slice(start, start + request.pageSize), total: list.length, ...request };
}

/**
 * How many pages a total makes (at least 1).
 * @example pageCount(51, 25) // 3
 */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A positive whole number from a query or form value (a page, an id), else null.
 * @example positiveInt('49') // 49
 * @example positiveInt('4a') // null
 */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^[0-9]{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 ? n : null;
}
