export { offsetOf, pageOfList, type Page, type PageRequest } from '@/lib/paging/paging';

/** Whether a database error is a unique-constraint violation (PostgreSQL code 23505, possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
