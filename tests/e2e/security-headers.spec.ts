import type { APIRequestContext, APIResponse } from '@playwright/test';
import { ROUTES } from '@/lib/routes';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';
import { signInOverHttp } from './support/http-session';

/**
 * Security headers on one page of each layout, /v1, /idp and a static file, by Mozilla
 * Observatory's rules; and Chromium refuses to run an inline script injected into a page.
 */

const firstOfLayout = (layout: string): string => {
  const route = ROUTES.find((r) => r.layout === layout && r.param === undefined);
  if (!route) throw new Error(`no route with layout ${layout}`);
  return route.path;
};

const PAGES = {
  default: '/Maintenance',
  login: '/login',
  'dashboard-dark': firstOfLayout('dashboard-dark'),
  'dashboard-light': firstOfLayout('dashboard-light'),
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectCommonHeaders(res: APIResponse): void {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(h['referrer-policy']);
  // Plain http here, so no HSTS (it is sent only when PUBLIC_URL is https).
  expect(h['strict-transport-security']).toBeUndefined();
}

/** A page's policy: no inline script without a hash, no framing, nothing from elsewhere. */
function expectPagePolicy(res: APIResponse): void {
  const csp = directives(res.headers()['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((s) => !s.startsWith("'") || s === "'unsafe-hashes'")).toEqual([]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(expect.arrayContaining([expect.stringMatching(/'none'|'self'/)]));
}

let jordan: APIRequestContext;

test.describe('security headers', () => {
  test.beforeAll(async () => {
    jordan = await signInOverHttp(baseUrl(), ACCOUNTS.carter.email);
  });
  test.afterAll(async () => jordan?.dispose());

  for (const [layout, path] of Object.entries(PAGES)) {
    test(`a ${layout} page (${path})`, async ({ request }) => {
      // The sign-in page is seen signed out (signed in, it sends the user on).
      const res =
        layout === 'login' ? await request.get(`${baseUrl()}${path}`, { maxRedirects: 0 }) : await jordan.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expectCommonHeaders(res);
      expectPagePolicy(res);
      const cache = res.headers()['cache-control'] ?? '';
      expect(cache).toContain('no-store');
      if (layout !== 'login') expect(cache).toContain('private');
    });
  }

  test('/v1 answers are private, never stored, and load nothing', async () => {
    for (const path of ['/v1/Plant', '/v1/openapi.json']) {
      const res = await jordan.get(path);
      expectCommonHeaders(res);
      expect(res.headers()['cache-control']).toBe('private, no-store');
      expect(directives(res.headers()['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    }
  });

  test('/idp: discovery and the sign-in page', async ({ request }) => {
    const discovery = await request.get(`${baseUrl()}/idp/.well-known/openid-configuration`);
    expectCommonHeaders(discovery);
    const signInPage = await request.get(`${baseUrl()}/login`);
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await signInPage.text())?.[1] ?? '';
    const idp = await request.post(`${baseUrl()}/api/auth/signin/apps-sso`, {
      form: { csrfToken, callbackUrl: '/' },
      headers: { origin: baseUrl() },
    });
    expect(new URL(idp.url()).pathname).toMatch(/^\/idp\/interaction\//);
    expectCommonHeaders(idp);
    expectPagePolicy(idp);
    expect(idp.headers()['cache-control']).toContain('no-store');
  });

  test('static files', async () => {
    const home = await (await jordan.get('/')).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
    expect(asset, 'the home page references a built file').toBeTruthy();
    for (const path of [asset ?? '', '/favicon.svg']) {
      const res = await jordan.get(path);
      expect(res.status(), path).toBe(200);
      expectCommonHeaders(res);
    }
  });
});

test.describe('the browser', () => {
  // page.route does not see requests a service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test("Chromium runs the page's own scripts but not an inline script injected into it", async ({ page }) => {
    await signIn(page, ACCOUNTS.carter.email);
    await expect(page.getByTestId('drawer')).toBeVisible();
    // Records what the browser refused (an init script is the browser's own, not the page's).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    // An attacker's markup reaches the page (as a stored or reflected injection would).
    await page.route('**/Maintenance', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl()}/Maintenance`);
    // The page's own islands still hydrate (their scripts are allowed)...
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
    // ...the injected one is in the page but never ran, and the browser says why.
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('window.__injected = true'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
      .toContain('script-src-elem inline');
  });
});
