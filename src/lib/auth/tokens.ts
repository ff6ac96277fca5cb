import type { JWT } from '@auth/core/jwt';

/** What the portal keeps of a sign-in in its encrypted session cookie. */
export interface PortalToken extends JWT {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  /** Seconds since the epoch at which the access token expires. */
  expiresAt?: number | undefined;
  /** Only in cookies written by older versions; a new session keeps no ID token (see `claimsToken`). */
  idToken?: string | undefined;
  /** The company e-mail from the `unique_name` claim. */
  uniqueName?: string | undefined;
  error?: 'RefreshTokenError' | undefined;
}

/** Token data of spec §3: the claims the portal shows. */
export interface TokenData {
  name: string;
  unique_name: string;
}

/** Seconds before expiry at which the portal refreshes an access token. */
export const REFRESH_MARGIN_SECONDS = 60;

/**
 * Whether an access token should be refreshed now.
 * @example needsRefresh({ expiresAt: 1000 }, 950) // true
 */
export function needsRefresh(token: Pick<PortalToken, 'expiresAt'>, nowSeconds: number): boolean {
  return token.expiresAt === undefined || nowSeconds >= token.expiresAt - REFRESH_MARGIN_SECONDS;
}

/**
 * Reads the claims of a JWT without verifying it (the API verifies; the portal only shows them).
 * A token that cannot be decoded gives empty user data (spec §8).
 * @example decodeTokenData('not-a-jwt') // { name: '', unique_name: '' }
 */
export function decodeTokenData(jwt: string | undefined): TokenData {
  return tokenDataFromClaims(tokenClaims(jwt));
}

/**
 * The claims of a JWT, read without verifying it ({} when it cannot be decoded): for what the portal
 * shows or keeps beside a token the API verifies.
 * @example tokenClaims('a.eyJnaWQiOiJHLTEifQ.c') // { gid: 'G-1' }
 */
export function tokenClaims(jwt: string | undefined): Readonly<Record<string, unknown>> {
  const payload = jwt?.split('.')[1];
  if (!payload) return {};
  // A page reads its token's claims several times (the session, the user state, the page memo), and a
  // person sends the same token for an hour: decoded once.
  const known = decodedClaims.get(payload);
  if (known) return known;
  let claims: Readonly<Record<string, unknown>> = {};
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded))
      claims = Object.freeze(decoded as Record<string, unknown>);
  } catch {
    return {};
  }
  if (decodedClaims.size >= DECODED_KEPT) decodedClaims.delete(decodedClaims.keys().next().value!);
  decodedClaims.set(payload, claims);
  return claims;
}

const DECODED_KEPT = 1_000;
const decodedClaims = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * Picks the name and the company e-mail out of token claims; Entra ID names the e-mail `upn` or `preferred_username` in some tokens.
 * @example tokenDataFromClaims({ name: 'Jordan Carter', upn: 'shjcarter@example.com' }).unique_name // 'shjcarter@example.com'
 */
export function tokenDataFromClaims(claims: Record<string, unknown>): TokenData {
  const name = typeof claims['name'] === 'string' ? claims['name'] : '';
  const uniqueName = [claims['unique_name'], claims['upn'], claims['preferred_username'], claims['email']].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return { name, unique_name: uniqueName ?? '' };
}

/**
 * The token whose claims name the signed-in user: the ID token of an older cookie, else the access
 * token (the portal's provider puts name and unique_name in both).
 * @example claimsToken({ accessToken: 'a.b.c' }) // 'a.b.c'
 */
export function claimsToken(token: Pick<PortalToken, 'idToken' | 'accessToken'>): string | undefined {
  return token.idToken ?? token.accessToken;
}
