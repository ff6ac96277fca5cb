/**
 * The route table is the only door: every page file answers only for a path the table
 * holds, with the guards its page assumes; a page without a row, or a file-route parameter the table
 * refuses, is a 404. The walk over src/pages fails when a page is added without its row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOutsideTable, routeDoor } from './door';
import { ROUTES, type RouteDef } from './index';

const PAGES = path.resolve(__dirname, '../../pages');

/** Every page file below src/pages, as Astro's route pattern ('/Admin/users', '/ECR/[detail]'). */
function pageFiles(dir = PAGES): { file: string; pattern: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (!/\.(astro|ts|md|mdx|html)$/.test(entry.name)) return [];
    const rel = path
      .relative(PAGES, full)
      .split(path.sep)
      .join('/')
      .replace(/\.(astro|ts|md|mdx|html)$/, '');
    const pattern = `/${rel}`.replace(/\/index$/, '') || '/';
    return [{ file: full, pattern }];
  });
}

/** The table's path for a file route pattern: '[name]' is ':name' (a rest parameter has none). */
function tablePath(pattern: string): string {
  // A rest parameter at the end ('/Dashboards/SPC/[...detail]') is how Astro serves an optional one (':detail?').
  return pattern.replace(/\[\.\.\.([A-Za-z][A-Za-z0-9]*)\]$/, ':$1?').replace(/\[([A-Za-z][A-Za-z0-9]*)\]/g, ':$1');
}

/**
 * The rows a page file answers for: the row of its path, or for a file route whose parameter the
 * table lists as static pages ('/Labels/Forms/[form]' over '/Labels/Forms/Dunnage', ...), those rows.
 */
function rowsOf(pattern: string): RouteDef[] {
  const exact = ROUTES.filter((r) => r.path === tablePath(pattern));
  if (exact.length > 0 || !pattern.includes('[')) return exact;
  const shape = new RegExp(`^${pattern.replace(/\[[A-Za-z][A-Za-z0-9]*\]/g, '[A-Za-z0-9_-]+').replace(/\//g, '\\/')}$`);
  return ROUTES.filter((r) => !r.param && shape.test(r.path));
}

/** A sample value for a parameter, valid by its row's check. */
function sampleFor(route: RouteDef): string {
  return route.path.replace(/:([A-Za-z0-9]+)\??$/, route.param?.kind === 'numeric' ? '12' : 'A-1');
}

/** The guards a page's code assumes, read from what it calls. */
function assumedGuards(text: string, pattern: string): string[] {
  const assumed = ['auth'];
  if (/adminApiOf|securityContext|Astro\.locals\.user!/.test(text) || pattern.startsWith('/Admin/')) assumed.push('admin');
  if (pattern === '/dev') assumed.push('devOnly');
  return assumed;
}

describe('the route table is the only door', () => {
  const pages = pageFiles();

  it('finds the page files', () => {
    expect(pages.map((p) => p.pattern)).toEqual(expect.arrayContaining(['/', '/Admin/users', '/[...path]', '/login', '/api/v1/[...path]']));
  });

  it('every page file is a row of the table, or one of the few that are no screen', () => {
    const missing = pages.filter((p) => !isOutsideTable(p.pattern) && rowsOf(p.pattern).length === 0).map((p) => p.pattern);
    expect(missing).toEqual([]);
  });

  it("every page's row has the guards its page assumes", () => {
    const wrong = pages
      .filter((p) => !isOutsideTable(p.pattern) && p.pattern !== '/login')
      .flatMap((p) => {
        const assumed = assumedGuards(fs.readFileSync(p.file, 'utf8'), p.pattern);
        return rowsOf(p.pattern).flatMap((row) => {
          const missing = assumed.filter((g) => !row.guards.includes(g as never));
          return missing.length ? [`${p.pattern} (${row.path}): row lacks ${missing.join(', ')}`] : [];
        });
      });
    expect(wrong).toEqual([]);
  });

  it('a page without a row is a 404, whatever page file would answer', () => {
    expect(routeDoor('/Admin/secretReport', '/Admin/secretReport')).toBe('notFound');
    expect(routeDoor('/NoSuchApp/page', '/[...path]')).toBe('outside');
    expect(routeDoor('/logout', '/logout')).toBe('outside');
    expect(routeDoor('/api/v1/Plants', '/api/v1/[...path]')).toBe('outside');
  });

  it("a file route's parameter is checked by its row: one the table refuses is a 404", () => {
    const numeric = ROUTES.find((r) => r.param?.kind === 'numeric' && !r.param.optional);
    expect(numeric).toBeDefined();
    const pattern = numeric!.path.replace(/:([A-Za-z0-9]+)$/, '[$1]');
    const door = routeDoor(sampleFor(numeric!), pattern);
    expect(typeof door === 'object' && door.route.name).toBe(numeric!.name);
    expect(routeDoor(numeric!.path.replace(/:[A-Za-z0-9]+$/, '12x'), pattern)).toBe('notFound');
    expect(routeDoor(numeric!.path.replace(/:[A-Za-z0-9]+$/, '..%2Fetc'), pattern)).toBe('notFound');
  });

  it('every row of the table answers its own path', () => {
    for (const route of ROUTES) {
      const door = routeDoor(route.param ? sampleFor(route) : route.path, '/[...path]');
      expect(typeof door === 'object' ? door.route.name : door, route.path).toBe(route.name);
    }
  });
});
