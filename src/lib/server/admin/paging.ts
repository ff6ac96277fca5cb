/** One page of a longer list, as every administration list answers. */
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

/** Whether a database error is a unique-constraint violation (PostgreSQL code 23505, possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
