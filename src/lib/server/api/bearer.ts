import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AuthenticationError } from '@/lib/server/errors';
import { TtlCache } from '@/lib/server/ttl-cache';

/** Who is calling the API, from a verified access token. */
export interface AccessClaims {
  sub: string;
  /** The caller's company e-mail (lower-case): `unique_name`, else `upn`, `email`, `preferred_username`. */
  uniqueName: string;
  name?: string;
  scope: string[];
  /** When the token expires, in seconds since the epoch (long-lived calls such as the notification stream end then). */
  exp?: number;
}

/** Options of `createJwtVerifier`. */
export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  /** The API write scope, e.g. 'api://apps/Apps.Write'; Entra ID's `scp` holds only its last segment ('Apps.Write'), which is accepted too. */
  requiredScope: string;
  jwks: JWTVerifyGetKey;
  /** Whether the sign-in (`gid` claim) of a token is still alive; tokens of an ended one are refused. */
  isGrantActive?: ((grantId: string) => Promise<boolean>) | undefined;
  /** How long a token whose signature and claims were checked is remembered (its expiry still counts); default 5 min, 0 for never. */
  verifiedTtlMs?: number;
  now?: () => number;
}

/** Checks a bearer access token and returns its claims; throws `AuthenticationError` when it is not acceptable. */
export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

/** Builds the verifier of RS256 JWT access tokens: signature against the JWKS, `iss`, `aud`, `exp` and the write scope. */
export function createJwtVerifier(options: JwtVerifierOptions): AccessTokenVerifier {
  const shortScope = options.requiredScope.split('/').pop() ?? options.requiredScope;
  const now = options.now ?? Date.now;
  // A signed-in page makes several API calls with one token: its RSA signature is checked once, not per
  // call. Only the signature and fixed claims are remembered; expiry and the grant are checked every time.
  const ttlMs = options.verifiedTtlMs ?? 300_000;
  const verified = new TtlCache<string, JWTPayload>({ ttlMs: Math.max(ttlMs, 1), maxEntries: 10_000, now });
  const verify = async (token: string): Promise<JWTPayload> => {
    const known = ttlMs > 0 ? verified.get(token) : undefined;
    if (known && typeof known.exp === 'number' && known.exp * 1000 > now()) return known;
    try {
      const { payload } = await jwtVerify(token, options.jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(now()),
      });
      if (ttlMs > 0) verified.set(token, payload);
      return payload;
    } catch (error) {
      // A JWKS that cannot be fetched is our failure (500), not the caller's.
      if (!(error instanceof joseErrors.JOSEError) || error instanceof joseErrors.JWKSTimeout) throw error;
      throw new AuthenticationError(describeJoseError(error));
    }
  };
  return async (token) => {
    const payload = await verify(token);
    const grantId = payload['gid'];
    if (typeof grantId === 'string' && options.isGrantActive && !(await options.isGrantActive(grantId))) {
      throw new AuthenticationError('This sign-in has ended (signed out); sign in again.');
    }
    const scope = scopesOf(payload);
    if (!scope.includes(options.requiredScope) && !scope.includes(shortScope)) {
      throw new AuthenticationError(`The access token lacks the scope ${options.requiredScope}.`);
    }
    const uniqueName = firstString(payload, ['unique_name', 'upn', 'email', 'preferred_username']);
    if (!uniqueName) throw new AuthenticationError('The access token names no user (unique_name, upn or email).');
    const name = firstString(payload, ['name']);
    return {
      sub: payload.sub ?? '',
      uniqueName: uniqueName.toLowerCase(),
      scope,
      ...(name ? { name } : {}),
      ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
    };
  };
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null.
 * @example bearerToken('Bearer abc') // 'abc'
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function scopesOf(payload: JWTPayload): string[] {
  const raw = payload['scope'] ?? payload['scp'];
  if (typeof raw === 'string') return raw.split(' ').filter(Boolean);
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  return [];
}

function firstString(payload: JWTPayload, claims: string[]): string | undefined {
  for (const claim of claims) {
    const value = payload[claim];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function describeJoseError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `The access token's ${error.claim} claim is not accepted.`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'The access token signature is not valid.';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'The access token was not signed by a known key.';
  return 'The access token is not valid.';
}
