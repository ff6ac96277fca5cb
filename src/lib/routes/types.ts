/**
 * Types of the one route table (spec §2, design "The route table is data").
 *
 * Path syntax: static segments keep the spec's exact letter case; a parameter segment is
 * `:name` (e.g. '/ECR/:detail'), and `:name?` when the parameter may be left out
 * (e.g. '/Dashboards/SPC/:detail?'). Only the last segment of a path may be a parameter.
 *
 * Naming rule: the path without its leading slash, slashes turned into hyphens, a parameter
 * segment written as its bare name (no ':' and no '?'); '/' is named 'index'.
 * '/CorrectiveActions/indexPage/:detail' -> 'CorrectiveActions-indexPage-detail'.
 */

/** A text shown to people, in both languages of the portal. */
export interface LocalizedText {
  readonly en: string;
  readonly es: string;
}

/**
 * How a parameter value is checked: 'numeric' is a record id of 1 to 15 digits (safe as a JS
 * number); 'safe' is 1 to 64 characters among letters, digits, '.', '_' and '-'.
 */
export type ParamKind = 'numeric' | 'safe';

/** The one parameter of a route, always its last segment. */
export interface RouteParam {
  readonly name: string;
  readonly optional: boolean;
  readonly kind: ParamKind;
}

/** The four layouts of spec §2.1. */
export type Layout = 'default' | 'login' | 'dashboard-dark' | 'dashboard-light';

/**
 * Route guards, run by name by the middleware (an unknown name is a 500 'Unknown middleware').
 * 'auth': signed in; 'appAccess': the employee's access includes the route's application (applications
 * only); 'subAppAccess': the employee holds the row's sub-application; 'admin': the employee holds
 * Apps_Security; 'devOnly': development environment only.
 */
export type GuardName = 'auth' | 'appAccess' | 'subAppAccess' | 'admin' | 'devOnly';

/** One row of the route table. */
export interface RouteDef {
  /** Exact path, e.g. '/CorrectiveActions/indexPage/:detail'. */
  readonly path: string;
  /** Unique name derived from the path by the naming rule above. */
  readonly name: string;
  /** Application key: the first path segment ('index' for '/'). */
  readonly app: string;
  /** Name of the nearest ancestor path that is itself a route, else null (its own tab). */
  readonly parent: string | null;
  /**
   * Page title. A parameter route's tab is titled by `childTitle`; only an optional parameter's
   * route has a title too, for the page without a value.
   */
  readonly title?: LocalizedText;
  /** Material Design Icons name such as 'mdi-wrench'; pages without one use their app's. */
  readonly icon?: string;
  /** Tab title template of a parameter route, e.g. 'CA: {detail}' (spec §2.1). */
  readonly childTitle?: string;
  /**
   * A static page that shows one record chosen by its query (spec routes without a parameter, such as
   * '/Search/PartSearch/bom?part=...'): its tab is titled by this template ('Part: {part}') when the key is there;
   * '{title}' stands for the page's own title in the request's language ('{title}: {part}').
   */
  readonly queryTitle?: string;
  /** The route's parameter, when its last segment is one. */
  readonly param?: RouteParam;
  readonly layout: Layout;
  readonly guards: readonly GuardName[];
  /** The sub-application the page needs besides its application (its row adds 'subAppAccess'). */
  readonly subApp?: string;
}

/** Parameter values of a matched route, URL-decoded, keyed by parameter name. */
export type RouteParams = Readonly<Record<string, string>>;

/** What `matchRoute` answers for a pathname. */
export type RouteMatch =
  { readonly route: RouteDef; readonly params: RouteParams } | { readonly notFound: true; readonly reason: 'unmatched' | 'invalidParam' };

/** What an application (first path segment) looks like in the drawer and the palette. */
export interface AppInfo {
  readonly title: LocalizedText;
  readonly icon: string;
}
