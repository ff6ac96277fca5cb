import type { FullAuthConfig } from 'auth-astro/src/config';
import type { AppConfig } from '@/lib/config/config';
import { safeReturnPath } from '@/lib/routes/return-path';
import { decodeTokenData, tokenDataFromClaims, type PortalToken } from './tokens';

/** Auth.js's id for the company's single sign-on provider. */
export const PROVIDER_ID = 'apps-sso';
/** How long a portal session lasts without use (the refresh token's lifetime, spec §9). */
export const SESSION_MAX_AGE_SECONDS = 2_592_000;

/** Builds the Auth.js configuration from the portal's configuration (no `process.env` reads here). */
export function createAuthConfig(config: AppConfig): FullAuthConfig {
  const { auth } = config;
  return {
    prefix: '/api/auth',
    basePath: '/api/auth',
    ...(auth.secret ? { secret: auth.secret } : {}),
    trustHost: true,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      {
        id: PROVIDER_ID,
        name: 'Company sign-in',
        type: 'oidc',
        issuer: auth.issuer,
        clientId: auth.clientId,
        ...(auth.clientSecret ? { clientSecret: auth.clientSecret } : {}),
        checks: ['pkce', 'state', 'nonce'],
        authorization: { params: { scope: `openid profile email offline_access ${auth.apiScope}` } },
        profile(claims) {
          const data = tokenDataFromClaims(claims);
          return { id: String(claims.sub), name: data.name, email: data.unique_name };
        },
      },
    ],
    callbacks: {
      jwt({ token, account }) {
        const portal = token as PortalToken;
        if (account) {
          portal.accessToken = account.access_token;
          portal.refreshToken = account.refresh_token;
          portal.expiresAt = account.expires_at ?? Math.floor(Date.now() / 1000) + (account.expires_in ?? 1800);
          portal.uniqueName = decodeTokenData(account.id_token).unique_name || (token.email ?? '');
          delete portal.error;
          // The cookie rides on every request: it keeps only what the server needs. The ID
          // token (name and e-mail, also in the access token) is fetched again at logout for the
          // provider's hint; Auth.js's own name, email and picture are not read by the portal.
          delete portal.idToken;
          delete portal.name;
          delete portal.email;
          delete portal.picture;
        }
        return portal;
      },
      session({ session, token }) {
        // Only what the browser may see: no tokens.
        const portal = token as PortalToken;
        session.user = { ...session.user, email: portal.uniqueName ?? session.user.email };
        return session;
      },
      redirect({ url, baseUrl }) {
        // Only a page of the route table on this site; a malformed address goes home, never a 500.
        if (url.startsWith('/')) return `${baseUrl}${safeReturnPath(url)}`;
        const parsed = URL.canParse(url) ? new URL(url) : null;
        if (parsed?.origin !== baseUrl) return `${baseUrl}/`;
        return `${baseUrl}${safeReturnPath(`${parsed.pathname}${parsed.search}`)}`;
      },
    },
  };
}
