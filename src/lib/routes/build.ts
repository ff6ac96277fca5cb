import { APPS } from './apps';
import { humanize } from './humanize';
import type { RouteRow } from './rows';
import type { GuardName, RouteDef, RouteParam } from './types';

const STATIC_SEGMENT = /^[A-Za-z0-9_-]+$/;
const PARAM_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)(\??)$/;

/**
 * The name of a path: no leading slash, slashes to hyphens, a parameter as its bare name.
 * @example routeName('/Dashboards/SPC/:detail?') // 'Dashboards-SPC-detail'
 */
export function routeName(path: string): string {
  if (path === '/') return 'index';
  return path
    .slice(1)
    .split('/')
    .map((segment) => PARAM_SEGMENT.exec(segment)?.[1] ?? segment)
    .join('-');
}

/** The guards of a path (see `GuardName`); the shell's own routes are the exceptions. */
function guardsFor(path: string, app: string, subApp: string | undefined): readonly GuardName[] {
  if (path === '/login') return [];
  if (path === '/' || path === '/itticket') return ['auth'];
  if (path === '/dev') return ['auth', 'devOnly'];
  if (app === 'Admin') return ['auth', 'admin'];
  return subApp === undefined ? ['auth', 'appAccess'] : ['auth', 'appAccess', 'subAppAccess'];
}

function splitPath(path: string): { segments: string[]; param: RouteParam | undefined } {
  if (path === '/') return { segments: [], param: undefined };
  const segments = path.slice(1).split('/');
  const last = segments[segments.length - 1] ?? '';
  const paramMatch = PARAM_SEGMENT.exec(last);
  const statics = paramMatch ? segments.slice(0, -1) : segments;
  if (!path.startsWith('/') || statics.some((s) => !STATIC_SEGMENT.test(s))) {
    throw new Error(`Route table: bad path '${path}'. Use '/Static/segments' with an optional last ':param' or ':param?'.`);
  }
  if (!paramMatch) return { segments, param: undefined };
  // The kind is filled in by the row; 'safe' is only a placeholder here.
  return { segments: statics, param: { name: paramMatch[1] ?? '', optional: paramMatch[2] === '?', kind: 'safe' } };
}

function nearestRouteAncestor(segments: readonly string[], paths: ReadonlyMap<string, string>, isParam: boolean): string | null {
  // A parameter route's static part is its own parent ('/ECR/:detail' under '/ECR').
  for (let n = isParam ? segments.length : segments.length - 1; n > 0; n -= 1) {
    const name = paths.get(`/${segments.slice(0, n).join('/')}`);
    if (name !== undefined) return name;
  }
  return null;
}

function toRoute(row: RouteRow, paths: ReadonlyMap<string, string>): RouteDef {
  const { segments, param } = splitPath(row.path);
  const app = segments[0] ?? 'index';
  const appInfo = APPS[app];
  if (appInfo === undefined) throw new Error(`Route table: application '${app}' of '${row.path}' is missing from APPS.`);
  const base: Omit<RouteDef, 'title' | 'icon' | 'childTitle' | 'param'> = {
    path: row.path,
    name: routeName(row.path),
    app,
    parent: nearestRouteAncestor(segments, paths, param !== undefined),
    layout: row.path === '/login' ? 'login' : ((row.kind === 'record' ? undefined : row.layout) ?? 'default'),
    guards: guardsFor(row.path, app, row.subApp),
    ...(row.subApp === undefined ? {} : { subApp: row.subApp }),
  };
  if (row.kind === 'record') {
    if (param === undefined) throw new Error(`Route table: record '${row.path}' has no ':param' segment.`);
    if (param.optional !== (row.title !== undefined)) {
      throw new Error(`Route table: '${row.path}' needs a title exactly when its parameter is optional (the page without a value).`);
    }
    const record = { ...base, param: { ...param, kind: row.check }, childTitle: row.template ?? `ID: {${param.name}}` };
    return row.title === undefined ? record : { ...record, title: row.title };
  }
  if (param !== undefined) throw new Error(`Route table: '${row.path}' has a parameter; declare it with record().`);
  if (row.kind === 'app') return { ...base, title: appInfo.title, icon: appInfo.icon };
  const last = segments[segments.length - 1] ?? app;
  const title = { en: row.en ?? humanize(last), es: row.es };
  return row.queryTitle === undefined ? { ...base, title } : { ...base, title, queryTitle: row.queryTitle };
}

/** Derives the full rows of the route table, failing at load on a bad or duplicate path or name. */
export function buildTable(rows: readonly RouteRow[]): readonly RouteDef[] {
  const paths = new Map<string, string>();
  const names = new Set<string>();
  for (const row of rows) {
    const name = routeName(row.path);
    if (paths.has(row.path) || names.has(name)) throw new Error(`Route table: '${row.path}' (${name}) is listed twice.`);
    paths.set(row.path, name);
    names.add(name);
  }
  return rows.map((row) => Object.freeze(toRoute(row, paths)));
}
