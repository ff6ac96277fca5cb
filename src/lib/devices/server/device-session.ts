import type { AstroCookies } from 'astro';
import type { AppConfig } from '@/lib/config/config';
import type { Device } from '@/lib/devices/schemas';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import { DEVICE_CLIENT_ID, DEVICE_OIDC_SCOPES } from './device-grants';
import { PORTAL_VERSION } from './version';

/** The cookie holding a device's credential (its refresh token): httpOnly, a year long. */
export const DEVICE_COOKIE = 'apps_device';
/** The cookie holding the device code while a device waits for its approval. */
export const PAIRING_COOKIE = 'apps_device_pairing';

/** The device behind a request, as pages and the API proxy use it. */
export interface DeviceSession {
  /** An access token of the device for the API (short-lived, renewed with the refresh token). */
  accessToken: string;
  /** The device's record (plant, use, playlist); absent on the API proxy, which needs only the token. */
  device?: Device;
}

/** What the device authorization endpoint answers (RFC 8628 §3.2). */
export interface PairingStart {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete?: string;
  expires_in: number;
  interval?: number;
}

/** Where a waiting device stands: approved (its credential is set), still waiting, or over (show a new code). */
export type PairingState = 'approved' | 'pending' | 'slow_down' | 'expired' | 'denied';

const ONE_YEAR_S = 365 * 24 * 3600;
// Access tokens by refresh token: a board's page loads and stream reconnections do not each go to the provider.
const tokens = new Map<string, { token: string; exp: number }>();

/** Asks the identity provider for a device code and user code (RFC 8628 §3.1) and keeps the device code in a cookie. */
export async function startPairing(config: AppConfig, cookies: AstroCookies): Promise<PairingStart> {
  const answer = await idpPost(config, '/device/auth', {
    scope: [...DEVICE_OIDC_SCOPES, config.auth.apiScope].join(' '),
    prompt: 'consent',
  });
  if (!answer.ok) throw new Error(`device authorization failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const start = answer.body as unknown as PairingStart;
  cookies.set(PAIRING_COOKIE, start.device_code, cookieOptions(config, start.expires_in));
  return start;
}

/** Polls the token endpoint once for the waiting device (RFC 8628 §3.4); on approval the device's credential cookie is set. */
export async function pollPairing(config: AppConfig, cookies: AstroCookies): Promise<PairingState> {
  const deviceCode = cookies.get(PAIRING_COOKIE)?.value;
  if (!deviceCode) return 'expired';
  const answer = await idpPost(config, '/token', { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: deviceCode });
  const error = typeof answer.body['error'] === 'string' ? answer.body['error'] : null;
  if (answer.ok && typeof answer.body['refresh_token'] === 'string') {
    const refresh = answer.body['refresh_token'];
    remember(refresh, answer.body);
    cookies.set(DEVICE_COOKIE, refresh, cookieOptions(config, ONE_YEAR_S));
    cookies.delete(PAIRING_COOKIE, { path: '/' });
    return 'approved';
  }
  if (error === 'authorization_pending') return 'pending';
  if (error === 'slow_down') return 'slow_down';
  cookies.delete(PAIRING_COOKIE, { path: '/' });
  return error === 'access_denied' ? 'denied' : 'expired';
}

/**
 * The device of this request (its credential cookie), with its record when `withRecord`; null when
 * there is no credential or the provider or the API refuses it (revoked): the cookie goes then.
 */
export async function loadDeviceSession(config: AppConfig, cookies: AstroCookies, withRecord: boolean): Promise<DeviceSession | null> {
  const refresh = cookies.get(DEVICE_COOKIE)?.value;
  if (!refresh) return null;
  const accessToken = await deviceAccessToken(config, refresh);
  if (!accessToken) {
    cookies.delete(DEVICE_COOKIE, { path: '/' });
    return null;
  }
  if (!withRecord) return { accessToken };
  const answer = await apiFetch(config)(`${config.apiBaseUrl}/v1/Devices/Me`, {
    headers: { authorization: `Bearer ${accessToken}`, 'x-device-version': PORTAL_VERSION },
  });
  if (answer.status === 401 || answer.status === 403) {
    tokens.delete(refresh);
    cookies.delete(DEVICE_COOKIE, { path: '/' });
    return null;
  }
  if (!answer.ok) throw new Error(`GET /v1/Devices/Me answered ${answer.status}`);
  return { accessToken, device: (await answer.json()) as Device };
}

/** Forgets a device's credential in this browser (a revoked device shows its pairing code again). */
export function forgetDevice(cookies: AstroCookies): void {
  const refresh = cookies.get(DEVICE_COOKIE)?.value;
  if (refresh) tokens.delete(refresh);
  cookies.delete(DEVICE_COOKIE, { path: '/' });
}

async function deviceAccessToken(config: AppConfig, refresh: string): Promise<string | null> {
  const known = tokens.get(refresh);
  if (known && known.exp - 60_000 > Date.now()) return known.token;
  const answer = await idpPost(config, '/token', { grant_type: 'refresh_token', refresh_token: refresh });
  if (answer.ok && typeof answer.body['access_token'] === 'string') return remember(refresh, answer.body);
  if (answer.status >= 500) throw new Error(`the identity provider answered ${answer.status} to a device's refresh`);
  tokens.delete(refresh);
  return null;
}

function remember(refresh: string, body: Record<string, unknown>): string {
  const token = String(body['access_token']);
  const expiresIn = typeof body['expires_in'] === 'number' ? body['expires_in'] : 300;
  if (tokens.size >= 5_000) tokens.clear();
  tokens.set(refresh, { token, exp: Date.now() + expiresIn * 1000 });
  return token;
}

async function idpPost(
  config: AppConfig,
  path: string,
  form: Record<string, string>,
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const basic = Buffer.from(`${encodeURIComponent(DEVICE_CLIENT_ID)}:${encodeURIComponent(config.auth.clientSecret ?? '')}`).toString(
    'base64',
  );
  const response = await fetch(`${config.auth.issuer}${path}`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, body };
}

function cookieOptions(config: AppConfig, maxAge: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https:'), maxAge };
}
