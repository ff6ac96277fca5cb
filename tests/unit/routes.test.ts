import * as mdi from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { APPS, ROUTES, routeByName, type RouteDef } from '@/lib/routes';
import { specRoutePaths } from './spec-routes';

/** The naming rule, written independently: no leading slash, '/' to '-', a parameter by its bare name. */
const expectedName = (path: string): string =>
  path === '/'
    ? 'index'
    : path
        .slice(1)
        .replace(/:(\w+)\??$/, '$1')
        .replaceAll('/', '-');

const mdiExport = (icon: string): string => icon.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

describe('the route table against the spec', () => {
  it('holds every route of spec §2.1 to §2.4 and nothing else', () => {
    const spec = new Set(specRoutePaths());
    const table = new Set(ROUTES.map((route) => route.path));
    expect(
      [...spec].filter((path) => !table.has(path)),
      'in the spec, missing from the table',
    ).toEqual([]);
    expect(
      [...table].filter((path) => !spec.has(path)),
      'in the table, not in the spec',
    ).toEqual([]);
    expect(ROUTES).toHaveLength(spec.size);
  });

  it('keeps the spec letter case where paths differ only by case', () => {
    expect(routeByName('Admin-applications')?.path).toBe('/Admin/applications');
    expect(routeByName('Admin-Applications-newMenuItem')?.path).toBe('/Admin/Applications/newMenuItem');
    expect(routeByName('CustomerDemand-demand')?.path).toBe('/CustomerDemand/demand');
    expect(routeByName('CustomerDemand-Demand-monthDtl')?.path).toBe('/CustomerDemand/Demand/monthDtl');
  });
});

describe('route names', () => {
  it('are unique', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('equal the path with slashes turned into hyphens', () => {
    for (const route of ROUTES) expect(route.name, route.path).toBe(expectedName(route.path));
    expect(routeByName('CorrectiveActions-indexPage-detail')?.path).toBe('/CorrectiveActions/indexPage/:detail');
    expect(routeByName('Dashboards-SPC-detail')?.path).toBe('/Dashboards/SPC/:detail?');
  });
});

describe('route rows', () => {
  it('name their application by the first path segment', () => {
    for (const route of ROUTES) expect(route.app, route.path).toBe(route.path.split('/')[1] || 'index');
    expect(routeByName('Request-MaintRequest')?.app).toBe('Request');
  });

  it('declare a validity check and a template naming the parameter on every parameter route', () => {
    const paramRoutes = ROUTES.filter((route) => route.path.includes(':'));
    expect(paramRoutes.length).toBeGreaterThan(30);
    for (const route of paramRoutes) {
      expect(route.param?.name, route.path).toBe(/:(\w+)\??$/.exec(route.path)?.[1]);
      expect(route.param?.optional, route.path).toBe(route.path.endsWith('?'));
      expect(['numeric', 'safe'], route.path).toContain(route.param?.kind);
      expect(route.childTitle, route.path).toContain(`{${route.param?.name ?? ''}}`);
    }
    for (const route of ROUTES.filter((r) => !r.path.includes(':'))) {
      expect(route.param, route.path).toBeUndefined();
      expect(route.title?.en, route.path).toBeTruthy();
      expect(route.title?.es, route.path).toBeTruthy();
    }
  });

  it('assign the child title templates of spec §2.1', () => {
    const template = (name: string): string | undefined => routeByName(name)?.childTitle;
    expect(template('CorrectiveActions-indexPage-detail')).toBe('CA: {detail}');
    expect(template('InternalCA-detail')).toBe('CA: {detail}');
    expect(template('Project-detail')).toBe('Project: {detail}');
    expect(template('InspectionManagement-InspectionSets-detail')).toBe('Set: {detail}');
    expect(template('InspectionManagement-Parts-tol')).toBe('Part: {tol}');
    expect(template('skillsempassessment-detail')).toBe('Employee: {detail}');
    expect(template('skillsselfassessment-detail')).toBe('Employee: {detail}');
    expect(template('workqueue-detail')).toBe('RG: {detail}');
    expect(template('NonConformance-detail')).toBe('8D: {detail}');
    expect(template('Maintenance-PM-job')).toBe('ID: {job}');
    expect(template('msds-product')).toBe('ID: {product}');
    expect(template('ECR-detail')).toBe('ID: {detail}');
  });

  it('give every parent that exists and is an ancestor path, else null', () => {
    for (const route of ROUTES) {
      if (route.parent === null) continue;
      const parent = routeByName(route.parent);
      expect(parent, route.path).toBeDefined();
      expect(route.path.startsWith(`${parent?.path ?? ''}/`), route.path).toBe(true);
    }
    const parentOf = (name: string): string | null | undefined => routeByName(name)?.parent;
    expect(parentOf('InspectionManagement-InspectionSets-parts')).toBe('InspectionManagement-InspectionSets');
    expect(parentOf('Process-Welding-models-WeldFile')).toBe('Process');
    expect(parentOf('Maintenance-PM-job')).toBe('Maintenance-PM');
    expect(parentOf('Admin-users')).toBeNull();
    expect(parentOf('Dashboards-HR-birthdays')).toBeNull();
    expect(parentOf('ECR')).toBeNull();
  });

  it('guard every route but /login, by application access, Apps_Security or the environment', () => {
    const guards = (path: string): readonly string[] | undefined => ROUTES.find((r) => r.path === path)?.guards;
    expect(guards('/login')).toEqual([]);
    expect(guards('/')).toEqual(['auth']);
    expect(guards('/itticket')).toEqual(['auth']);
    expect(guards('/dev')).toEqual(['auth', 'devOnly']);
    for (const route of ROUTES.filter((r) => !['/', '/login', '/itticket', '/dev'].includes(r.path))) {
      expect(route.guards, route.path).toEqual(
        route.app === 'Admin' ? ['auth', 'admin'] : route.subApp ? ['auth', 'appAccess', 'subAppAccess'] : ['auth', 'appAccess'],
      );
    }
  });

  it('use the login layout for /login and dashboard layouts only for wall screens', () => {
    expect(routeByName('login')?.layout).toBe('login');
    expect(routeByName('InfoBoard-slides')?.layout).toBe('dashboard-dark');
    expect(routeByName('Dashboards-HR-birthdays')?.layout).toBe('dashboard-light');
    expect(routeByName('Maintenance')?.layout).toBe('default');
    expect(ROUTES.filter((r) => r.layout === 'login').map((r) => r.path)).toEqual(['/login']);
  });
});

describe('applications', () => {
  const apps = new Set(ROUTES.map((route: RouteDef) => route.app));

  it('each have an English and a Spanish title and an existing Material Design icon', () => {
    for (const app of apps) {
      const info = APPS[app];
      expect(info, app).toBeDefined();
      expect(info?.title.en.trim(), app).toBeTruthy();
      expect(info?.title.es.trim(), app).toBeTruthy();
      expect(info?.icon, app).toMatch(/^mdi-[a-z0-9-]+$/);
      expect(mdiExport(info?.icon ?? '') in mdi, `${app}: ${info?.icon ?? ''} is no @mdi/js icon`).toBe(true);
    }
  });

  it('list no application without a route', () => {
    expect(Object.keys(APPS).filter((app) => !apps.has(app))).toEqual([]);
  });

  it('title the home page Apps in both languages', () => {
    expect(routeByName('index')?.title).toEqual({ en: 'Apps', es: 'Apps' });
  });
});
