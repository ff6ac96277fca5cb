import type { APIRoute } from 'astro';
import { showUserCode } from '@/lib/devices/schemas';
import { pollPairing, startPairing } from '@/lib/devices/server/device-session';
import { pairStartLimit } from '@/lib/devices/server/pair-limit';

export const prerender = false;

/**
 * POST: a device (wall board, kiosk) asks for a code to show; the identity provider's device code stays
 * in an httpOnly cookie. GET: whether an administrator approved it yet; on approval the device's
 * credential cookie is set and the page reloads into its board. Starts are limited per client address
 * (which the server takes from X-Forwarded-For only behind a TRUST_PROXY proxy, main.ts): anyone may ask.
 */
export const POST: APIRoute = async ({ locals, cookies, request, url, clientAddress }) => {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin)
    return json(403, { error: { name: 'NotAllowedError', code: 'not-allowed', message: 'Cross-site request refused.' } });
  const waitMs = pairStartLimit.take(clientAddress);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    const error = {
      name: 'TooManyRequestsError',
      code: 'too-many-pairings',
      message: `Too many codes asked from this address; try again in ${seconds} s.`,
    };
    return json(429, { error }, { 'retry-after': String(seconds) });
  }
  const start = await startPairing(locals.config, cookies);
  return json(200, {
    userCode: showUserCode(start.user_code),
    verificationUri: start.verification_uri,
    verificationUriComplete: start.verification_uri_complete ?? null,
    expiresIn: start.expires_in,
    interval: start.interval ?? 5,
  });
};

/** The waiting device's state: 'approved', 'pending', 'slow_down', 'expired' or 'denied'. */
export const GET: APIRoute = async ({ locals, cookies }) => json(200, { state: await pollPairing(locals.config, cookies) });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
}
