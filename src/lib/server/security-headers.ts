import type { IncomingMessage, ServerResponse } from 'node:http';

/** The policy of answers that are data, never a page (/v1): nothing may load, nothing may frame them. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers every answer of the one server carries, set before any handler runs so the
 * portal, /v1, /idp, /hr and the static files all have them; a handler may still set its own
 * (the portal's pages their Content-Security-Policy, /idp's pages theirs).
 * HSTS only when PUBLIC_URL is https; /v1 answers are private and never stored.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, https: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
  const url = req.url ?? '/';
  if (url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?')) {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', DATA_CSP);
  }
}
