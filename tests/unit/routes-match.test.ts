import { describe, expect, it } from 'vitest';
import {
  ancestors,
  appOf,
  childTitle,
  humanize,
  isValidParam,
  matchRoute,
  routeByName,
  ROUTES,
  routesOfApp,
  tabPathFor,
  type RouteDef,
} from '@/lib/routes';

const byName = (name: string): RouteDef => {
  const route = routeByName(name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return route;
};
const matchedName = (pathname: string): string | undefined => {
  const match = matchRoute(pathname);
  return 'route' in match ? match.route.name : undefined;
};
const reason = (pathname: string): string | undefined => {
  const match = matchRoute(pathname);
  return 'notFound' in match ? match.reason : undefined;
};
const paramRoutes = ROUTES.filter((route) => route.param !== undefined);
const sample = (route: RouteDef): string => (route.param?.kind === 'numeric' ? '42' : 'AB-12.3_x');

describe('parameter validity checks', () => {
  const bad = ['../x', '<script>', 'a'.repeat(65), '', 'a b', '..', "x'y"];

  it('reject unsafe values on every parameter route', () => {
    for (const route of paramRoutes) {
      for (const value of bad) {
        expect(isValidParam(route.param!, value), `${route.path} ${value}`).toBe(false);
        if (value === '') continue;
        const pathname = `${route.path.replace(/\/[^/]+$/, '')}/${encodeURIComponent(value)}`;
        expect(reason(pathname), pathname).toBe('invalidParam');
      }
    }
    expect(reason('/ECR/..%2Fx')).toBe('invalidParam');
    expect(reason('/msds/%3Cscript%3E')).toBe('invalidParam');
    expect(reason(`/msds/${'a'.repeat(65)}`)).toBe('invalidParam');
    expect(reason('/msds/%E0%A4%A')).toBe('invalidParam');
  });

  it('reject letters where the value is a number', () => {
    for (const route of paramRoutes.filter((r) => r.param?.kind === 'numeric')) {
      expect(isValidParam(route.param!, 'abc'), route.path).toBe(false);
    }
    expect(reason('/ECR/abc')).toBe('invalidParam');
    expect(reason('/Maintenance/PM/12a')).toBe('invalidParam');
  });

  it('accept good values on every parameter route, URL-decoded', () => {
    for (const route of paramRoutes) {
      const path = tabPathFor(route, { [route.param!.name]: sample(route) });
      const match = matchRoute(path);
      expect('route' in match && match.route.name, path).toBe(route.name);
      expect('route' in match && match.params, path).toEqual({ [route.param!.name]: sample(route) });
    }
    expect(matchRoute('/msds/a%2Db')).toMatchObject({ params: { product: 'a-b' } });
    expect(isValidParam(byName('msds-product').param!, 'a'.repeat(64))).toBe(true);
  });
});

describe('matchRoute', () => {
  it('matches every static route by its exact path, with or without a trailing slash', () => {
    for (const route of ROUTES.filter((r) => r.param === undefined)) {
      expect(matchedName(route.path), route.path).toBe(route.name);
      if (route.path !== '/') expect(matchedName(`${route.path}/`), route.path).toBe(route.name);
    }
    expect(matchedName('/ECR/7/')).toBe('ECR-detail');
  });

  it('matches the optional parameter route with and without its value', () => {
    expect(matchRoute('/Dashboards/SPC')).toMatchObject({ route: { name: 'Dashboards-SPC-detail' }, params: {} });
    expect(matchRoute('/Dashboards/SPC/')).toMatchObject({ route: { name: 'Dashboards-SPC-detail' }, params: {} });
    expect(matchRoute('/Dashboards/SPC/P-100')).toMatchObject({ params: { detail: 'P-100' } });
    expect(matchedName('/Dashboards/SPC/spcCharts')).toBe('Dashboards-SPC-spcCharts');
  });

  it('prefers a static page over a parameter value', () => {
    expect(matchedName('/Maintenance/PM')).toBe('Maintenance-PM');
    expect(matchedName('/Maintenance/PM/closed')).toBe('Maintenance-PM-closed');
    expect(matchedName('/Maintenance/PM/9')).toBe('Maintenance-PM-job');
    expect(matchedName('/EngDatabase/CellCylinder/newRecord')).toBe('EngDatabase-CellCylinder-newRecord');
  });

  it('answers unmatched for unknown paths, other letter case and paths that are not routes', () => {
    for (const path of ['/nope', '/ecr', '/ECR/1/2', '/Admin', '/Dashboards', '/Search', 'ECR', '', '//', '/ECR//1']) {
      expect(reason(path), path).toBe('unmatched');
    }
    expect(matchedName('/')).toBe('index');
    // '/Process/Welding' is no route; it reaches '/Process/:detail', whose check wants a number.
    expect(reason('/Process/Welding')).toBe('invalidParam');
  });
});

describe('route helpers', () => {
  it('fill child title templates with the parameter values', () => {
    expect(childTitle(byName('CorrectiveActions-indexPage-detail'), { detail: '1234' })).toBe('CA: 1234');
    expect(childTitle(byName('InspectionManagement-Parts-tol'), { tol: 'P-77' })).toBe('Part: P-77');
    expect(childTitle(byName('Maintenance-PM-job'), { job: '5' })).toBe('ID: 5');
    expect(childTitle(byName('Dashboards-SPC-detail'), {})).toBeUndefined();
    expect(childTitle(byName('ECR'), {})).toBeUndefined();
  });

  it('build the concrete tab path of a route', () => {
    expect(tabPathFor(byName('ECR'), {})).toBe('/ECR');
    expect(tabPathFor(byName('ECR-detail'), { detail: '12' })).toBe('/ECR/12');
    expect(tabPathFor(byName('Dashboards-SPC-detail'), {})).toBe('/Dashboards/SPC');
    expect(() => tabPathFor(byName('ECR-detail'), {})).toThrow(/needs a value/);
    expect(() => tabPathFor(byName('ECR-detail'), { detail: 'x' })).toThrow(/not a valid/);
  });

  it('give the application of a route', () => {
    expect(appOf(byName('Maintenance-PM-job'))).toEqual({
      key: 'Maintenance',
      title: { en: 'Maintenance', es: 'Mantenimiento' },
      icon: 'mdi-wrench',
    });
    expect(appOf(byName('Admin-users')).key).toBe('Admin');
  });

  it('nest grandchildren under their children', () => {
    expect(ancestors(byName('InspectionManagement-InspectionSets-detail')).map((r) => r.name)).toEqual([
      'InspectionManagement',
      'InspectionManagement-InspectionSets',
    ]);
    expect(ancestors(byName('Search-PartSearch-Components-childBom')).map((r) => r.name)).toEqual(['Search-PartSearch']);
    expect(ancestors(byName('ECR'))).toEqual([]);
  });

  it('list the pages of an application without its top-level route', () => {
    const pages = routesOfApp('ECR').map((r) => r.path);
    expect(pages).toContain('/ECR/:detail');
    expect(pages).toContain('/ECR/Dialogs/status');
    expect(pages).not.toContain('/ECR');
    expect(routesOfApp('Admin')).toHaveLength(20);
    expect(routesOfApp('nope')).toEqual([]);
  });

  it('humanize path segments into titles', () => {
    expect(humanize('MyPendingActions')).toBe('My Pending Actions');
    expect(humanize('gage-checkout')).toBe('Gage Checkout');
    expect(humanize('labor_detail')).toBe('Labor Detail');
    expect(byName('PurchaseRequests-MyPendingActions').title).toEqual({ en: 'My Pending Actions', es: 'Mis acciones pendientes' });
  });
});
