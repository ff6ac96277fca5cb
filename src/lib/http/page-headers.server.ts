/**
 * Finishes the security headers of a portal answer: style attributes are allowed in the
 * Content-Security-Policy that Astro made (its hashes keep inline scripts out; inline styles cannot run
 * code), and an answer for a signed-in person is never stored by a browser or proxy.
 * @example securePageHeaders(response, true) // response with 'cache-control: private, no-store'
 */
export function securePageHeaders(response: Response, signedIn: boolean): Response {
  try {
    const csp = response.headers.get('content-security-policy');
    if (csp) response.headers.set('content-security-policy', csp.replace(/style-src[^;]*/, "style-src 'self' 'unsafe-inline'"));
    // A file whose address changes with its content (the icon sprite) may be kept by this browser.
    const keep = /^private, max-age=\d+, immutable$/.test(response.headers.get('cache-control') ?? '');
    if (signedIn && !keep) response.headers.set('cache-control', 'private, no-store');
    return response;
  } catch {
    // Immutable headers (a Response.redirect): copy them into a new answer.
    const copy = new Response(response.body, response);
    return securePageHeaders(copy, signedIn);
  }
}
