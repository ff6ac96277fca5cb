/**
 * Where a browser loads an uploaded picture: the API's, through the portal's pass-through (a board's own
 * credential or the person's session).
 * @example blogPictureAddress(7) // '/api/v1/Boards/StartupBlog/Pictures/7'
 */
export function blogPictureAddress(attachmentId: number): string {
  return `/api/v1/Boards/StartupBlog/Pictures/${attachmentId}`;
}

/**
 * Whole days since a date (yyyy-mm-dd) at `now`, in UTC days; 0 for a date to come.
 * @example daysSince('2026-01-01', new Date('2026-01-31T12:00:00Z')) // 30
 */
export function daysSince(date: string, now: Date): number {
  const then = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(then)) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.floor((today - then) / 86_400_000));
}
