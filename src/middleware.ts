import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { createApiClient } from './lib/api/client.server';
import { apiFetch, isOwnApi } from './lib/server/perf/api-fetch';
import { compressResponse } from './lib/server/perf/compress-response';
import { withOfflineMark } from './lib/server/perf/page-cache';
import { keepPage, MEMO_TOPICS_HEADER, memoKey, pageMemoStamp, signInAlive } from './lib/server/perf/page-memo';
import { TABLES_HEADER, TOPIC_TABLES_HEADER, tableLogOn, tablesOfTopics, withTableLog } from './lib/server/perf/table-log';
import { SHELL_TOPICS } from './lib/shell/shell-data.server';
import { getAppConfig } from './lib/config/app-config.server';
import { clearSession, loadSession } from './lib/auth/session.server';
import { isSignedOut, keptUserState, loadUserState } from './lib/auth/user-state.server';
import { claimsToken, REFRESH_MARGIN_SECONDS, tokenClaims } from './lib/auth/tokens';
import { matchRoute } from './lib/routes';
import { runGuards } from './lib/routes/guards';
import { HttpError, withErrorStatus } from './lib/http/errors';
import { LANGUAGE_COOKIE, languageFrom, translator } from './lib/i18n';
import { securePageHeaders } from './lib/http/page-headers.server';
import { routeDoor } from './lib/routes/door';
import { DEFAULT_PLANT, isPlantId } from './lib/plants/plants';
import { requestPlant } from './lib/plants/request-plant.server';
import type { AppConfig } from './lib/config/config';
import { deviceUseOf } from './lib/devices/pages';
import { DEVICE_COOKIE, loadDeviceSession } from './lib/devices/server/device-session';

/** Paths that need no session: the sign-in screen, Auth.js itself, and static files. */
const PUBLIC_PREFIXES = ['/login', '/api/auth/', '/api/devices/', '/_astro/', '/locales/', '/sw.js', '/favicon', '/manifest'];

function isPublic(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** The sign-in page that comes back to `url`. */
function signInPath(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return back === '/' ? '/login' : `/login?callbackUrl=${encodeURIComponent(back)}`;
}

/** Language, session, sign-in guard and user state, decoded once per request into typed locals. */
const portalRequest = defineMiddleware(async (context, next) => {
  const response = await handle(context, next);
  // A board or kiosk page holds its plant's data too: never kept by a shared cache.
  return securePageHeaders(response, context.locals.session !== null || !!context.locals.device);
});

/**
 * A request no person signed in for, on a device's page (src/lib/devices/pages.ts) or on the API proxy:
 * served with the device's credential, or, on a page, with none (the page shows the pairing code).
 * Null when it is no device's request.
 */
async function deviceRequest(context: APIContext, config: AppConfig, next: MiddlewareNext): Promise<Response | null> {
  const { locals, cookies, url } = context;
  const use = deviceUseOf(url.pathname);
  const proxy = url.pathname.startsWith('/api/v1/');
  if (!use && !(proxy && cookies.has(DEVICE_COOKIE))) return null;
  const device = await loadDeviceSession(config, cookies, !proxy);
  if (proxy && !device) return null;
  locals.device = device;
  // A device was approved for one plant: its pages are that plant's.
  if (device?.device && isPlantId(device.device.plant)) locals.plant = device.device.plant;
  if (device) {
    locals.api = createApiClient({
      baseUrl: config.apiBaseUrl,
      accessToken: device.accessToken,
      fetch: apiFetch(config),
      ownApi: isOwnApi(config),
    });
  }
  if (use) {
    const door = routeDoor(url.pathname, context.routePattern);
    if (typeof door === 'object') locals.route = door;
  }
  return next();
}

/** The middleware's work; `onRequest` adds the security headers to whatever it answers. */
const handle = async (context: APIContext, next: MiddlewareNext): Promise<Response> => {
  const { locals, cookies, request, url } = context;
  const config = getAppConfig();
  locals.config = config;
  locals.lang = languageFrom(cookies.get(LANGUAGE_COOKIE)?.value);
  locals.t = translator(locals.lang);
  locals.session = null;
  locals.user = null;
  locals.api = null;
  locals.route = null;
  locals.plant = DEFAULT_PLANT;
  locals.device = null;

  if (url.pathname.startsWith('/_astro/')) return next();
  const session = await loadSession({ request, cookies, config });
  locals.session = session;

  if (!session?.accessToken) {
    if (isPublic(url.pathname)) return next();
    const asDevice = await deviceRequest(context, config, next);
    if (asDevice) return asDevice;
    if (url.pathname.startsWith('/api/')) {
      return new Response(JSON.stringify({ error: { name: 'AuthenticationError', code: 'unauthenticated', message: 'Sign in again.' } }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      });
    }
    return context.redirect(signInPath(url), 302);
  }

  const ownApi = isOwnApi(config);
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    accessToken: session.accessToken,
    fetch: apiFetch(config),
    ownApi,
  });
  locals.api = api;
  if (url.pathname.startsWith('/api/')) return next();
  // A page of the default layout shows the unread notifications: asked for with the user state, in
  // the same call (one round trip per page). Refused or failed: null, the bell asks itself.
  const row = matchRoute(url.pathname);
  const unread = 'route' in row && row.route.layout === 'default';
  // The page memo's stamp: read before the page reads anything it shows (page-memo.ts).
  const stamp = request.method === 'GET' ? await pageMemoStamp()?.catch(() => null) : null;
  if (stamp) locals.memoStamp = stamp;
  try {
    const load = () => loadUserState(api, claimsToken(session), session.uniqueName ?? '', { unread });
    const access = stamp?.get('access');
    const notifications = stamp?.get('notifications');
    const { accessToken } = session;
    const expiresAt = tokenClaims(accessToken).exp;
    // Kept from the person's last page while the counters it was read under hold (user-state.server.ts).
    const loaded =
      access !== undefined && notifications !== undefined && typeof expiresAt === 'number' && ownApi
        ? await keptUserState(
            {
              accessToken,
              access,
              notifications,
              expiresAt: expiresAt * 1000,
              signInAlive: () => signInAlive(grantOf(accessToken)),
            },
            unread,
            load,
          )
        : await load();
    locals.user = loaded.user;
    locals.plant = requestPlant({ cookies, employeePlant: loaded.user.employee?.plant, username: loaded.user.username });
    if (unread) locals.unread = Promise.resolve(loaded.unread);
  } catch (error) {
    if (!isSignedOut(error)) throw error;
    // The API refuses this session's token (logged out, revoked): the cookie goes and sign-in starts over.
    clearSession(cookies, request);
    locals.session = null;
    locals.api = null;
    return context.redirect(signInPath(url), 302);
  }

  // The route table is the only door: a path it does not hold is a 404 (an empty 404 that Astro
  // renders with src/pages/404.astro), whatever page file would serve it, except the few page files
  // that are no screen (OUTSIDE_TABLE); a path it holds runs its row's guards by name.
  const door = routeDoor(url.pathname, context.routePattern);
  // The error pages render for the failed request's URL: its guards already ran (or threw).
  const errorPage = context.routePattern === '/500' || context.routePattern === '/404';
  if (door === 'notFound' && !errorPage) return new Response(null, { status: 404 });
  if (typeof door === 'object') locals.route = door;
  if (typeof door === 'object' && !errorPage) {
    const { route } = door;
    let answer: Response | null;
    try {
      answer = runGuards(route.guards, { user: locals.user, config, app: route.app, subApp: route.subApp, url });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 403) throw error;
      return refused(context, next, error);
    }
    if (answer) return answer;
  }
  return withErrorStatus(() => locals.errorStatus, await next());
};

/**
 * A route the person may not open: the no-access page inside the shell (src/pages/403.astro), at the
 * same address, so 'Ask for access' posts back here. A refusal is no fault: logged as information, no stack.
 */
async function refused(context: APIContext, next: MiddlewareNext, error: HttpError): Promise<Response> {
  const { locals, url } = context;
  const app = error.app ?? locals.route?.route.app ?? '';
  locals.refusal = { app, subApp: error.subApp, path: `${url.pathname}${url.search}` };
  console.info(`[ACCESS] ${locals.user?.username ?? 'someone'} may not open ${url.pathname} (${error.subApp ?? app})`);
  return next('/403');
}

/**
 * What the portal renders goes out compressed (brotli or gzip;), and a signed-in page says
 * whether the service worker may keep it for offline reading, whatever answered it.
 */
const compression = defineMiddleware(async (context, next) => {
  if (tableLogOn()) return withTablesRead(context, () => compressed(context, next));
  return compressed(context, next);
});

async function compressed(context: APIContext, next: () => Promise<Response>): Promise<Response> {
  const answer = await next();
  // Read after next(): the session is known only once the middleware below has run.
  const response = withOfflineMark(context.url.pathname, !!context.locals.session?.accessToken, answer);
  return keptForNextTime(context, compressResponse(context.request, response));
}

/**
 * APPS_TABLE_LOG=on (tests) only: a page the memo may keep says which tables its render read and which
 * topics it declared, so tests/e2e/page-memo-coverage.spec.ts can check no read escapes the topics.
 */
async function withTablesRead(context: APIContext, render: () => Promise<Response>): Promise<Response> {
  const { result, tables } = await withTableLog(async () => {
    const response = await render();
    if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return { response, body: null };
    // The whole page inside the log: a page streams its render after the middleware returns.
    return { response, body: await response.arrayBuffer() };
  });
  const { response, body } = result;
  const { pageMemo } = context.locals;
  if (body === null || !pageMemo || pageMemo === 'never') return body === null ? response : new Response(body, response);
  const headers = new Headers(response.headers);
  headers.set(TABLES_HEADER, [...tables].sort().join(','));
  const topics = [...SHELL_TOPICS, ...pageMemo.topics];
  headers.set(MEMO_TOPICS_HEADER, topics.join(','));
  headers.set(TOPIC_TABLES_HEADER, tablesOfTopics(topics).join(','));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The answer, kept by the page memo when the page said what it shows and nothing went wrong (page-memo.ts). */
async function keptForNextTime(context: APIContext, response: Response): Promise<Response> {
  const { locals, request, url } = context;
  const { session, pageMemo, memoStamp } = locals;
  if (!pageMemo || pageMemo === 'never' || !memoStamp || !session?.accessToken || session.expiresAt === undefined) return response;
  const key = memoKey(`${url.pathname}${url.search}`, request.headers);
  if (!key) return response;
  const refreshAt = (session.expiresAt - REFRESH_MARGIN_SECONDS - 5) * 1000;
  const topics = [...SHELL_TOPICS, ...pageMemo.topics];
  return keepPage({ key, stamp: memoStamp, topics, grantId: grantOf(session.accessToken), refreshAt }, response, () =>
    context.cookies.headers(),
  );
}

/** The sign-in id (`gid`) an access token of the portal's identity provider carries, else null. */
function grantOf(accessToken: string): string | null {
  const { gid } = tokenClaims(accessToken);
  return typeof gid === 'string' ? gid : null;
}

/** The portal's middleware: compression and the offline mark around language, session, guards and user state. */
export const onRequest = sequence(compression, portalRequest);
