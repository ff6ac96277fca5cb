import type { AppConfig } from '@/lib/config/config';
import type { UserState } from '@/lib/auth/user-state.server';
import { hasApp, hasSubApp, isAdministrator } from '@/lib/auth/permissions';
import { HttpError, UNKNOWN_MIDDLEWARE } from '@/lib/http/errors';

/** What a route guard looks at. */
export interface GuardContext {
  user: UserState | null;
  config: Pick<AppConfig, 'isDevelopment'>;
  /** The route's application key (first path segment). */
  app: string;
  /** The route's sub-application, when its row declares one. */
  subApp?: string | undefined;
  /** The requested URL, to come back to after sign-in. */
  url: URL;
}

/** A route guard: null lets the request through, a Response answers it (a redirect, an empty 404); it throws `HttpError` to refuse. */
export type Guard = (context: GuardContext) => Response | null;

function signInRedirect(url: URL): Response {
  const back = `${url.pathname}${url.search}`;
  const location = back === '/' ? '/login' : `/login?callbackUrl=${encodeURIComponent(back)}`;
  return new Response(null, { status: 302, headers: { location } });
}

/** The guards the route table may name (see GuardName in src/lib/routes/types.ts). */
export const GUARDS: Readonly<Record<string, Guard>> = {
  auth: ({ user, url }) => (user ? null : signInRedirect(url)),
  appAccess: ({ user, app }) => {
    if (!user) throw new HttpError(401, 'Sign-in required');
    if (!hasApp(user.access, app)) throw new HttpError(403, `No access to ${app}`, { app });
    return null;
  },
  subAppAccess: ({ user, app, subApp }) => {
    if (!user) throw new HttpError(401, 'Sign-in required');
    if (subApp === undefined) throw new HttpError(500, 'subAppAccess on a row without a sub-application');
    if (!hasSubApp(user.access, subApp)) throw new HttpError(403, `No access to ${subApp}`, { app, subApp });
    return null;
  },
  admin: ({ user, app }) => {
    if (!isAdministrator(user?.access)) throw new HttpError(403, 'Apps_Security required', { app, subApp: 'Apps_Security' });
    return null;
  },
  // Outside development the route does not exist: an empty 404 that Astro renders with src/pages/404.astro.
  devOnly: ({ config }) => (config.isDevelopment ? null : new Response(null, { status: 404 })),
};

/**
 * Runs a route's guards by name, in order: the first Response wins; a refused guard throws
 * `HttpError` (401, 403); an unknown name is a 500 'Unknown middleware' (spec §6).
 * @example runGuards(['auth', 'admin'], context) // null when signed in with Apps_Security
 */
export function runGuards(names: readonly string[], context: GuardContext): Response | null {
  for (const name of names) {
    const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
    if (!guard) throw new HttpError(500, UNKNOWN_MIDDLEWARE);
    const response = guard(context);
    if (response) return response;
  }
  return null;
}
