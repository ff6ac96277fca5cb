import { describe, expect, it } from 'vitest';
import { buildAppFrame, HTML_PATTERNS, pageTitle, readRecordRequest, type FrameLink } from './app-frame';
import { PARAM_PATTERNS, routeByName, ROUTES, type RouteDef } from '@/lib/routes';

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
      { title: 'Index Page', path: '/CorrectiveActions/indexPage' },
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

  it('offers every record field on the application page, its children on a page, itself on a record', () => {
    expect(frameOf('Maintenance').forms.map((form) => form.route)).toEqual(['Maintenance-PM-job', 'Maintenance-detail']);
    expect(frameOf('Maintenance-PM').forms.map((form) => form.route)).toEqual(['Maintenance-PM-job']);
    expect(frameOf('Maintenance-Closed').forms).toEqual([]);
    const [form] = frameOf('InspectionManagement-Parts-tol', { tol: 'AB-1' }).forms;
    expect(form).toMatchObject({
      route: 'InspectionManagement-Parts-tol',
      kind: 'safe',
      maxLength: 64,
      template: 'Part: {tol}',
      label: 'Parts',
    });
  });

  it('shows a left-out optional parameter as its page, with a field for a value', () => {
    const frame = frameOf('Dashboards-SPC-detail');
    expect(frame.heading).toBe('SPC Dashboard');
    expect(frame.record).toBeNull();
    expect(frame.app.path).toBeNull();
    expect(frame.forms.map((form) => form.route)).toEqual(['Dashboards-SPC-detail']);
  });

  it('lists only what the employee may open', () => {
    const frame = frameOf('Maintenance', {}, 'en', (route) => route.name !== 'Maintenance-PM' && route.name !== 'Maintenance-PM-job');
    const paths = flat(frame.pages).map((link) => link.path);
    expect(paths).not.toContain('/Maintenance/PM');
    // A child whose parent is hidden stays reachable, at the top level.
    expect(frame.pages.map((link) => link.path)).toContain('/Maintenance/PM/closed');
    expect(frame.forms.map((form) => form.route)).toEqual(['Maintenance-detail']);
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

describe('record fields', () => {
  const forms = frameOf('CorrectiveActions').forms;
  const ask = (query: string) => readRecordRequest(new URLSearchParams(query), forms);

  it('open a valid identifier at its tab path', () => {
    expect(ask('record=CorrectiveActions-indexPage-detail&id=%2077%20')).toEqual({
      kind: 'open',
      location: '/CorrectiveActions/indexPage/77',
    });
  });

  it("refuse a value that fails the route's check", () => {
    expect(ask('record=CorrectiveActions-indexPage-detail&id=abc')).toEqual({
      kind: 'invalid',
      route: 'CorrectiveActions-indexPage-detail',
      value: 'abc',
    });
    expect(ask('record=CorrectiveActions-indexPage-detail&id=')).toMatchObject({ kind: 'invalid' });
  });

  it('ignore a route the page does not offer, and a page with no submission', () => {
    expect(ask('record=ECR-detail&id=5')).toBeNull();
    expect(ask('')).toBeNull();
  });

  it("check in the browser exactly as the server does ('v' flag patterns)", () => {
    const samples = [
      '0',
      '42',
      '123456789012345',
      '1234567890123456',
      'abc',
      'AB-1.2_x',
      'a'.repeat(64),
      'a'.repeat(65),
      '<x>',
      'a b',
      'é',
      'a/b',
      '',
    ];
    for (const kind of ['numeric', 'safe'] as const) {
      const browser = new RegExp(`^(?:${HTML_PATTERNS[kind]})$`, 'v');
      for (const sample of samples) expect(browser.test(sample), `${kind} ${sample}`).toBe(PARAM_PATTERNS[kind].test(sample));
    }
  });
});
