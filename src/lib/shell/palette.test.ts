import { describe, expect, it } from 'vitest';
import type { UserState } from '@/lib/auth/user-state.server';
import { fold, searchPalette } from './palette';
import { paletteData } from './palette.server';
import { canOpenRoute } from '@/lib/routes/route-access';
import { ROUTES } from '@/lib/routes';

const user = (access: UserState['access']): UserState => ({
  employee: { empID: 1, firstName: 'A', lastName: 'B', plant: 'MfgSys' },
  username: 'sha@example.com',
  access,
  tokenData: { name: 'A B', unique_name: 'sha@example.com' },
});
const dev = { isDevelopment: true };
const everyApp = Object.fromEntries([...new Set(ROUTES.map((r) => r.app))].map((app, i) => [app, { MenuID: i + 1, SubApps: null }]));
const jordan = user({ ...everyApp, Admin: { MenuID: 999, SubApps: { Apps_Security: true } } });
const maria = user({ Maintenance: { MenuID: 1, SubApps: null }, LaborMod: { MenuID: 2, SubApps: null } });
const all = paletteData((route) => canOpenRoute(route, jordan, dev));

describe('fold', () => {
  it('drops accents and case', () => {
    expect(fold('Gestión de MANTENIMIENTO')).toBe('gestion de mantenimiento');
  });
});

describe('paletteData', () => {
  it('lists every page that opens without a value, and no record, home or sign-in page', () => {
    const paths = all.pages.map(([path]) => path);
    expect(paths).toContain('/Maintenance');
    expect(paths).toContain('/Admin/applications');
    expect(paths).toContain('/dev');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(paths).not.toContain('/login');
    expect(paths).not.toContain('/');
    expect(paths).toContain('/Dashboards/SPC');
    // Every page Jordan may open (he holds no LaborMod_Approval, so labor's approval pages are not his).
    expect(paths.length).toBe(ROUTES.filter((r) => (r.param === undefined || r.param.optional) && canOpenRoute(r, jordan, dev)).length - 2);
  });

  it("lists only the employee's applications (and the pages open to everyone)", () => {
    const data = paletteData((route) => canOpenRoute(route, maria, { isDevelopment: false }));
    expect(new Set(data.apps.map(([key]) => key))).toEqual(new Set(['Maintenance', 'LaborMod', 'itticket']));
    expect(data.pages.map(([path]) => path)).not.toContain('/Admin/applications');
    expect(data.pages.map(([path]) => path)).not.toContain('/dev');
  });

  it('stays small for an employee who has everything', () => {
    const bytes = Buffer.byteLength(JSON.stringify(all));
    expect(bytes).toBeLessThan(40_000);
  });
});

describe('searchPalette', () => {
  const first = (query: string, lang: 'en' | 'es' = 'en') => searchPalette(all, query, lang)[0];

  it('finds an application by its Spanish title, accents and case ignored', () => {
    expect(first('mantenimiento')).toMatchObject({ path: '/Maintenance', title: 'Maintenance', context: null });
    expect(first('MANTENIMIENTO', 'es')).toMatchObject({ path: '/Maintenance', title: 'Mantenimiento' });
    expect(first('gestion de mantenimiento')?.path).toBe('/MaintManagement');
    expect(first('acciones correctivas')?.path).toBe('/CorrectiveActions');
  });

  it('finds by the start of the English words', () => {
    expect(first('purchase req')?.path).toBe('/PurchaseRequests');
  });

  it("finds a page by its own title with its application's title beside it", () => {
    const result = searchPalette(all, 'my pending actions', 'en')[0];
    expect(result).toEqual({ path: '/PurchaseRequests/MyPendingActions', title: 'My Pending Actions', context: 'Purchase Requests' });
    expect(searchPalette(all, 'compra pendientes', 'es').map((r) => r.path)).toContain('/PurchaseRequests/MyPendingActions');
  });

  it('names the parent page of a nested page', () => {
    const closed = searchPalette(all, 'closed', 'en').filter((r) => r.title === 'Closed' && r.context?.startsWith('Maintenance'));
    expect(closed.map((r) => r.context).sort()).toEqual(['Maintenance', 'Maintenance › Preventive Maintenance']);
  });

  it('requires every word, and answers nothing when nothing matches', () => {
    expect(searchPalette(all, 'zzzz', 'en')).toEqual([]);
    expect(searchPalette(all, 'maintenance zzzz', 'en')).toEqual([]);
  });

  it('lists applications when nothing is typed, at most the limit', () => {
    const results = searchPalette(all, '  ', 'es', 10);
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.context === null)).toBe(true);
  });
});
