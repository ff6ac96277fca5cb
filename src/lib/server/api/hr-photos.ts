import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';

/** Options of `createHrPhotos`. */
export interface CreateHrPhotosOptions {
  db: Database;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Initials on grey: HR has no photo of this person.
const NO_PHOTO = '#64748b';
const COLORS = ['#004c97', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#4e342e', '#37474f'];

/**
 * The embedded "HR system" picture service: GET /hr/photos/{guid} answers an SVG portrait of every
 * employee in the directory: their colour when HR has a photo of them, else plain initials on grey, so
 * no page of the demo carries a failed request; an unknown GUID is 404 (the portal's fallback covers a
 * real HR system's gaps). Unauthenticated, as picture addresses are put straight into <img src>.
 */
export function createHrPhotos({ db }: CreateHrPhotosOptions): Hono {
  const app = new Hono();
  app.get('/hr/photos/:guid', async (c) => {
    const guid = c.req.param('guid').replace(/\.svg$/, '');
    const [row] = UUID.test(guid)
      ? await db
          .select({ empId: employees.empId, firstName: employees.firstName, lastName: employees.lastName, hasPhoto: employees.hasPhoto })
          .from(employees)
          .where(eq(employees.photoGuid, guid.toLowerCase()))
          .limit(1)
      : [];
    if (!row) return c.text('No photo', 404, { 'cache-control': 'no-store' });
    return c.body(portraitSvg(row, row.hasPhoto), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}

/** A 128x128 portrait: initials on a colour chosen by employee id, or on grey for someone HR has no photo of. */
export function portraitSvg(employee: { empId: number; firstName: string; lastName: string }, hasPhoto = true): string {
  const initials = escapeXml(`${[...employee.firstName][0] ?? ''}${[...employee.lastName][0] ?? ''}`.toUpperCase());
  const color = hasPhoto ? (COLORS[employee.empId % COLORS.length] ?? COLORS[0]) : NO_PHOTO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}"><rect width="128" height="128" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${initials}</text></svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
