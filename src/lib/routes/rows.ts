import type { Layout, LocalizedText, ParamKind } from './types';

/** Options of a page row: an English title when humanizing the last segment reads badly, a layout. */
export interface PageOptions {
  readonly en?: string;
  readonly layout?: Layout;
  /** The tab title when the address names a record by its query, e.g. 'Part: {part}' for ?part=CYL-3020 (see `RouteDef.queryTitle`). */
  readonly queryTitle?: string;
}

/**
 * One row of a data file, before the name, application, parent and guards are derived.
 * 'app': a top-level route titled by its application; 'page': a static page with its Spanish
 * title; 'record': a parameter route with its validity check and tab title template.
 */
export type RouteRow = (
  | { readonly kind: 'app'; readonly path: string; readonly layout?: Layout }
  | ({ readonly kind: 'page'; readonly path: string; readonly es: string } & PageOptions)
  | {
      readonly kind: 'record';
      readonly path: string;
      readonly check: ParamKind;
      readonly template?: string;
      /** The title of the page an optional parameter leaves out. */
      readonly title?: LocalizedText;
    }
) & {
  /** The sub-application the page needs besides its application (see `needsSubApp`). */
  readonly subApp?: string;
};

/** A top-level route; its title and icon come from `APPS`. */
export function appRow(path: string, layout?: Layout): RouteRow {
  return layout === undefined ? { kind: 'app', path } : { kind: 'app', path, layout };
}

/**
 * A static page; the English title is the humanized last segment unless `options.en` is given.
 * @example page('/gages/my-gages', 'Mis calibradores') // titled 'My Gages' / 'Mis calibradores'
 */
export function page(path: string, es: string, options: PageOptions = {}): RouteRow {
  return { kind: 'page', path, es, ...options };
}

/**
 * A parameter route; `template` defaults to 'ID: {<param>}' (spec §2.1). An optional parameter's
 * route also is the page without a value, titled by `title`.
 * @example record('/ECR/:detail', 'numeric')
 */
export function record(path: string, check: ParamKind, template?: string, title?: LocalizedText): RouteRow {
  return { kind: 'record', path, check, ...(template === undefined ? {} : { template }), ...(title === undefined ? {} : { title }) };
}

/**
 * Rows whose pages need a sub-application besides their application (the 'subAppAccess' guard).
 * @example needsSubApp('PurchaseRequests_Admin', [page('/PurchaseRequests/approve', 'Aprobar')])
 */
export function needsSubApp(subApp: string, rows: readonly RouteRow[]): RouteRow[] {
  return rows.map((row) => ({ ...row, subApp }));
}
