import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AppConfig } from '@/lib/config/config';
import type { Database } from '@/lib/server/db/database';
import type { Secrets } from '@/lib/server/secrets';
import { DEVICE_ACCOUNT_PREFIX, DEVICE_CLIENT_ID } from '@/lib/devices/server/device-grants';
import { createFindAccount, findEmployeeBySub } from './account-claims';
import { createDatabaseAdapter } from './adapter';
import { loadFirstPartyGrant } from './first-party-grant';
import { errorPage, logoutPage, signedOutPage, themeFromCookies, type IdpPage } from './pages';

/** Lifetimes in seconds; access and refresh tokens as spec §9 says. */
export const IDP_TTL = {
  AccessToken: 1800,
  AuthorizationCode: 60,
  IdToken: 3600,
  Interaction: 3600,
  RefreshToken: 2_592_000,
  // Refresh tokens end with the session (see expiresWithSession), so it lasts as long as they do.
  Session: 2_592_000,
  // Outlives a refresh token issued at the same sign-in: a refresh needs its grant.
  Grant: 2_592_000 + 24 * 3600,
  // How long a board's code stays valid for an administrator to approve it.
  DeviceCode: 600,
} as const;

/** A device's refresh token and grant last a year: a board runs for weeks and only revoking ends it. */
const DEVICE_TTL = 365 * 24 * 3600;

/** What the provider's configuration is built from. */
export interface ProviderConfigurationOptions {
  config: AppConfig;
  db: Database;
  secrets: Secrets;
  portalRedirectUris: string[];
  postLogoutRedirectUris: string[];
  /** The issuer's path, e.g. '/idp'. */
  mountPath: string;
}

/** The oidc-provider configuration of the embedded identity provider (one first-party client: the portal). */
export function createProviderConfiguration(options: ProviderConfigurationOptions): Configuration {
  const { config, db, secrets, mountPath } = options;
  const { apiAudience, apiScope } = config.auth;
  const homeUrl = `${config.publicUrl}/`;

  return {
    adapter: createDatabaseAdapter(db),
    clients: [
      {
        client_id: config.auth.clientId,
        client_secret: secrets.clientSecret,
        client_name: 'Apps',
        redirect_uris: options.portalRedirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // client_secret_post is accepted too: oidc-provider takes either for a client_secret_* client.
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        // Wall boards and kiosks: the portal's server runs the device authorization grant for them (RFC 8628).
        client_id: DEVICE_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Apps devices',
        redirect_uris: [],
        response_types: [],
        grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      // Own names, and the long-lived session cookie only goes back to /idp, not to the portal's pages.
      // Under https the names take the __Secure- prefix, so the browser keeps them Secure.
      names: cookieNames(config.publicUrl.startsWith('https:')),
      long: { httpOnly: true, sameSite: 'lax', path: mountPath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    findAccount: createFindAccount(db),
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'unique_name'], email: ['email'] },
    // The portal reads name and unique_name from the ID token, so they go in it whatever the access token is.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    routes: { authorization: '/authorize', userinfo: '/userinfo' },
    ttl: {
      ...IDP_TTL,
      RefreshToken: (_ctx, _token, client) => (client.clientId === DEVICE_CLIENT_ID ? DEVICE_TTL : IDP_TTL.RefreshToken),
      Grant: (_ctx, grant) => (grant.clientId === DEVICE_CLIENT_ID ? DEVICE_TTL + 24 * 3600 : IDP_TTL.Grant),
    },
    // OIDC Core lets an authorization request keep offline_access only with prompt=consent, which the
    // portal does not send (with Entra ID it would force a consent screen at every sign-in), so
    // oidc-provider drops it before the code is made. The portal, the one first-party client, always
    // asks for it: it gets a refresh token whenever it may use the refresh_token grant.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens end with the provider session (which lasts as long as a refresh token), so signing out
    // through end-session revokes them instead of leaving a 30-day refresh token alive.
    expiresWithSession: () => true,
    // No rotation: the portal is a confidential client whose parallel requests may refresh at the same
    // time; with rotation the second one would present a consumed token and lose the whole grant.
    rotateRefreshToken: false,
    loadExistingGrant: loadFirstPartyGrant,
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const employee = accountId ? await findEmployeeBySub(db, accountId) : null;
      // `gid` names the sign-in (grant): the API refuses the token once logout has revoked it.
      const grant = 'grantId' in token && typeof token.grantId === 'string' ? { gid: token.grantId } : {};
      // A device is named by its account id, which no employee's e-mail can be: person-only calls find no one.
      if (accountId?.startsWith(DEVICE_ACCOUNT_PREFIX)) return { unique_name: accountId, ...grant };
      return employee ? { name: `${employee.firstName} ${employee.lastName}`.trim(), unique_name: employee.companyEmail, ...grant } : grant;
    },
    clientBasedCORS: (_ctx, origin, client) => (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    features: {
      devInteractions: { enabled: false },
      // The device authorization grant for boards and kiosks; codes are approved on the portal's /devices screen.
      deviceFlow: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The API write scope needs no `resource` parameter: every request is for the API unless told otherwise.
        defaultResource: (_ctx, _client, oneOf) => (oneOf ? (oneOf.includes(apiAudience) ? apiAudience : oneOf) : apiAudience),
        // At the token endpoint the granted API resource is used, so the access token is the API's JWT;
        // a refresh asking only for OpenID scopes (no API scope) gets a token for the userinfo endpoint instead.
        useGrantedResource: (ctx) => !asksOnlyForOpenIdScopes(ctx, apiScope),
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: IDP_TTL.AccessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      // The portal's logout revokes its refresh token here, which ends the grant and every token of it.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        // Signs out at once only for the portal's own request, which names the ID token (checked by
        // oidc-provider); a bare GET (a link in an e-mail) shows a question instead.
        logoutSource: (ctx, form) =>
          render(ctx, logoutPage(form, typeof ctx.oidc.params?.['id_token_hint'] === 'string', themeFromCookies(ctx.get('cookie')))),
        postLogoutSuccessSource: (ctx) =>
          render(ctx, signedOutPage(options.postLogoutRedirectUris[0], themeFromCookies(ctx.get('cookie')))),
      },
    },
    renderError: (ctx, out) => {
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      render(
        ctx,
        errorPage({
          heading: 'Sign-in problem',
          message: 'The sign-in request could not be completed. Go back to Apps and try again.',
          detail,
          homeUrl,
          theme: themeFromCookies(ctx.get('cookie')),
        }),
      );
    },
  };
}

/** The provider's cookie names, with the __Secure- prefix when served over https. */
export function cookieNames(secure: boolean): { session: string; interaction: string; resume: string } {
  const prefix = secure ? '__Secure-' : '';
  return { session: `${prefix}idp_session`, interaction: `${prefix}idp_interaction`, resume: `${prefix}idp_interaction_resume` };
}

function asksOnlyForOpenIdScopes(ctx: KoaContextWithOIDC, apiScope: string): boolean {
  const scope = ctx.oidc.params?.['scope'];
  return typeof scope === 'string' && !scope.split(' ').includes(apiScope);
}

function render(ctx: KoaContextWithOIDC, page: IdpPage): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.set('X-Frame-Options', 'DENY');
  ctx.body = page.html;
}
