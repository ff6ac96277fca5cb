import { describe, expect, it } from 'vitest';
import { buildAppFrame, pageTitle, type FrameLink } from './app-frame';
import { routeByName, ROUTES, type RouteDef } from '@/lib/routes';

const byName = (name: string): RouteDef => {
  const route = routeByName(name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return route;
};
const everything = (_route: RouteDef): boolean => true;
const frameOf = (name: string, params: Record<string, string> = {}, lang: 'en' | 'es' = 'en', canOpen = everything) =>
  buildAppFrame({ route: byName(name), params, lang, homeTitle: 'Apps', canOpen });
const flat = (links: readonly FrameLink[]): FrameLink[] => links.flatMap((link) => [link, ...flat(link.children)]);

describe('buildAppFrame', () => {
  it('titles a record by its child title and nests its breadcrumbs under its parent page', () => {
    const frame = frameOf('CorrectiveActions-indexPage-detail', { detail: '77' });
    expect(frame.heading).toBe('CA: 77');
    expect(frame.record).toEqual({ title: 'CA: 77', value: '77' });
    expect(frame.app).toMatchObject({
      key: 'CorrectiveActions',
      title: 'Corrective Actions',
      icon: 'mdi-clipboard-check',
      path: '/CorrectiveActions',
    });
    expect(frame.crumbs).toEqual([
      { title: 'Apps', path: '/' },
      { title: 'Corrective Actions', path: '/CorrectiveActions' },
      { title: 'All Corrective Actions', path: '/CorrectiveActions/indexPage' },
      { title: 'CA: 77', path: null },
    ]);
  });

  it("titles an application's page by the application, in the user's language", () => {
    const frame = frameOf('Maintenance', {}, 'es');
    expect(frame.heading).toBe('Mantenimiento');
    expect(frame.app.title).toBe('Mantenimiento');
    expect(flat(frame.pages).map((link) => link.title)).toContain('Mantenimiento preventivo');
  });

  it('lists the pages as links, children nested under their parents, parameter routes left out', () => {
    const frame = frameOf('Maintenance');
    const pm = frame.pages.find((link) => link.path === '/Maintenance/PM');
    expect(pm?.children.map((link) => link.path)).toEqual(['/Maintenance/PM/closed']);
    const paths = flat(frame.pages).map((link) => link.path);
    expect(paths).not.toContain('/Maintenance');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(frameOf('Maintenance-PM').pages.find((link) => link.path === '/Maintenance/PM')?.current).toBe(true);
  });

  it('offers no record to open, on its pages and on a record address typed by hand, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const frame of [
        frameOf('Maintenance', {}, lang),
        frameOf('Maintenance-PM', {}, lang),
        frameOf('Maintenance-PM-job', { job: '512' }, lang),
      ])
        expect(Object.keys(frame).sort()).toEqual(['app', 'crumbs', 'heading', 'pages', 'record']);
    }
    expect(frameOf('Maintenance-PM-job', { job: '512' }, 'es').record).toEqual({ title: 'ID: 512', value: '512' });
  });

  it('shows a left-out optional parameter as its page', () => {
    const frame = frameOf('Dashboards-SPC-detail');
    expect(frame.heading).toBe('SPC Dashboard');
    expect(frame.record).toBeNull();
    expect(frame.app.path).toBeNull();
  });

  it('lists only what the employee may open', () => {
    const frame = frameOf('Maintenance', {}, 'en', (route) => route.name !== 'Maintenance-PM' && route.name !== 'Maintenance-PM-job');
    const paths = flat(frame.pages).map((link) => link.path);
    expect(paths).not.toContain('/Maintenance/PM');
    // A child whose parent is hidden stays reachable, at the top level.
    expect(frame.pages.map((link) => link.path)).toContain('/Maintenance/PM/closed');
  });

  it('builds for every route of the table without throwing', () => {
    for (const route of ROUTES) {
      const params = route.param && !route.param.optional ? { [route.param.name]: route.param.kind === 'numeric' ? '1' : 'A' } : {};
      expect(() => buildAppFrame({ route, params, lang: 'es', homeTitle: 'Apps', canOpen: everything }), route.path).not.toThrow();
    }
  });
});

describe('pageTitle', () => {
  it('titles pages in both languages', () => {
    expect(pageTitle(byName('PurchaseRequests-MyRequests'), 'en')).toBe('My Requests');
    expect(pageTitle(byName('PurchaseRequests'), 'es')).toBe('Solicitudes de compra');
  });
});
