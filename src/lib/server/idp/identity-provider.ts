import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { AppConfig } from '@/lib/config/config';
import type { Database } from '@/lib/server/db/database';
import type { Secrets } from '@/lib/server/secrets';
import { deleteExpiredPayloads } from './adapter';
import { isDevicePage } from './device-page';
import { createInteractionHandler } from './interactions';
import { LoginLimiter } from './login-limiter';
import { createProviderConfiguration } from './provider-configuration';

/** What the embedded identity provider is built from. */
export interface CreateIdentityProviderOptions {
  config: AppConfig;
  db: Database;
  secrets: Secrets;
  /** The portal's sign-in callback address(es), e.g. `<publicUrl>/api/auth/callback/apps`. */
  portalRedirectUris: string[];
  /** Where end-session may send the browser back to, e.g. `<publicUrl>/login`. */
  postLogoutRedirectUris: string[];
}

/** The running embedded identity provider. */
export interface IdentityProvider {
  provider: Provider;
  /** Whether `handle` serves this address: the issuer's path (`/idp`) and everything under it, or any spelling of its device page. */
  handles(url: string): boolean;
  /** Serves every request whose path starts with the issuer's path (`/idp`), and any spelling of its device page. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Stops the periodic clean-up; the database is closed by its owner. */
  close(): void;
}

const CLEANUP_INTERVAL_MS = 15 * 60_000;

/**
 * Creates the embedded OpenID Connect provider (oidc-provider) mounted under the issuer's path:
 * authorization code + PKCE, JWT access tokens for the API, refresh tokens, end-session, its own sign-in page.
 * @example
 * const idp = await createIdentityProvider({ config, db, secrets, portalRedirectUris, postLogoutRedirectUris });
 * http.createServer((req, res) => (req.url?.startsWith('/idp') ? idp.handle(req, res) : next(req, res)));
 */
export async function createIdentityProvider(options: CreateIdentityProviderOptions): Promise<IdentityProvider> {
  const { config, db } = options;
  const issuer = config.auth.issuer;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');

  const provider = new Provider(issuer, createProviderConfiguration({ ...options, mountPath }));
  // Honour X-Forwarded-Proto, which main.ts sets from PUBLIC_URL (https addresses, secure cookies); the
  // sign-in limit reads the client address itself, believing X-Forwarded-For only from TRUST_PROXY.
  provider.proxy = true;
  provider.on('server_error', (ctx, error) => {
    console.error(`[ERROR] [AUTH] ${ctx.method} ${ctx.path}:`, error);
  });
  // Replaces Koa's default handler, which would print to stderr without our prefix (Koa's own event,
  // missing from oidc-provider's typed event list, hence the plain EventEmitter view).
  const koaEvents: EventEmitter = provider;
  koaEvents.on('error', (error: unknown) => {
    console.error('[ERROR] [AUTH] identity provider:', error);
  });

  const limiter = new LoginLimiter(db);
  const handleInteraction = createInteractionHandler({
    provider,
    db,
    mountPath,
    homeUrl: `${config.publicUrl}/`,
    limiter,
    trustedProxies: new Set(config.trustedProxies),
  });
  const providerCallback = provider.callback();
  const interactionPrefix = `${mountPath}/interaction/`;

  const removeExpired = async () => {
    await limiter.prune().catch((error: unknown) => {
      console.error('[ERROR] [AUTH] could not delete old sign-in failure counts:', error);
    });
    await deleteExpiredPayloads(db).catch((error: unknown) => {
      console.error('[ERROR] [AUTH] could not delete expired identity provider rows:', error);
    });
  };
  await removeExpired();
  const cleanup = setInterval(() => void removeExpired(), CLEANUP_INTERVAL_MS);
  cleanup.unref();

  console.log(`identity provider ready at ${issuer}`);

  const underMount = (path: string) => path === mountPath || path.startsWith(`${mountPath}/`);

  return {
    provider,
    handles: (url) => underMount(url.split('?', 1)[0] ?? '/') || isDevicePage(url, mountPath),
    handle(req, res) {
      const url = req.url ?? '/';
      const path = url.split('?', 1)[0] ?? '/';
      if (isDevicePage(url, mountPath)) {
        // RFC 8628's verification address, in every spelling the provider's router would accept (any
        // case, trailing slashes, encoded letters), and its later steps: the administrator approves on
        // the portal's screen, which asks for the plant and use. The provider's own user-code form
        // would let anyone who signs in pair a device as themselves.
        const userCode = new URL(url, 'http://x').searchParams.get('user_code');
        const target = `${config.publicUrl}/devices${userCode ? `?code=${encodeURIComponent(userCode)}` : ''}`;
        res.writeHead(303, { location: target, 'cache-control': 'no-store' }).end();
        return;
      }
      if (!underMount(path)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      if (path.startsWith(interactionPrefix)) {
        void handleInteraction(req, res);
        return;
      }
      // Mounted like Express does it: the provider routes on the rest of the path and rebuilds its own
      // addresses (discovery, redirects, cookie paths) from the prefix it finds in `req.originalUrl`.
      const rest = url.slice(mountPath.length);
      Object.assign(req, { originalUrl: url });
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      providerCallback(req, res);
    },
    close() {
      clearInterval(cleanup);
    },
  };
}
