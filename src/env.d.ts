/// <reference types="astro/client" />

declare namespace App {
  /** Set once per request by src/middleware.ts. */
  interface Locals {
    lang: import('./lib/i18n').Language;
    t: import('i18next').TFunction;
    config: import('./lib/config/config').AppConfig;
    /** The decoded portal session, or null when signed out. */
    session: import('./lib/auth/tokens').PortalToken | null;
    /** The request's plant: the top bar's cookie, else the employee's, else the username prefix (src/lib/plants). */
    plant: import('./lib/plants/plants').PlantId;
    /** The signed-in user, or null when signed out. */
    user: import('./lib/auth/user-state.server').UserState | null;
    /** The company API with the signed-in user's token, or null when signed out. */
    api: import('./lib/api/client.server').AppsApi | null;
    /** When a posted form was made on the device, for a post the outbox sent later (its Made-At header); the API calls pass it on. */
    madeAt?: string | undefined;
    /** The status src/pages/500.astro chose for its response (Astro itself always answers it with 500). */
    errorStatus?: number;
    /**
     * The signed-in user's unread notifications, asked for by the middleware at the same time as their
     * access on a page of the default layout (its bell shows them), so the page waits for one round trip.
     */
    unread?: Promise<import('./lib/api/types').Notification[] | null>;
    /** The registered device (wall board, kiosk) behind this request when no person is signed in (src/lib/devices/server). */
    device?: import('./lib/devices/server/device-session').DeviceSession | null;
    /** The route table's row for this request and its parameters, or null when the path is not in the table. */
    route: { route: import('./lib/routes').RouteDef; params: import('./lib/routes').RouteParams } | null;
    /** The page memo's counters, read before the page read its data (src/lib/server/perf/page-memo.ts). */
    memoStamp?: import('./lib/server/db/generations').Generations;
    /**
     * What the page shows besides the shell (topics), so the memo may keep it; 'never' once anything it
     * shows failed to load (a degraded page is not kept). Unset: the page is rendered every time.
     */
    pageMemo?: { topics: readonly string[] } | 'never';
    /** Why this request was refused (a route guard's 403): rendered by src/pages/403.astro inside the shell. */
    refusal?: { app: string; subApp: string | undefined; path: string };
  }
}
