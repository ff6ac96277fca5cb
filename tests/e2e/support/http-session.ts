import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';

const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** HTML's character references as a browser reads them (the named ones the portal writes, and every numeric one), in one pass. */
const decode = (text: string): string =>
  text.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|quot|lt|gt|apos));/gi, (whole, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (NAMED[name!.toLowerCase()] ?? whole),
  );

/**
 * Signs in over HTTP alone, as a browser without scripts would: the portal's Login form, the
 * identity provider's sign-in form, then the callback. The context keeps the session cookie.
 */
export async function signInOverHttp(baseURL: string, email: string, password = 'demo'): Promise<APIRequestContext> {
  return (await signInLanding(baseURL, email, password)).context;
}

/** Signs in as signInOverHttp does, and answers the home page the sign-in landed on too (its first signed-in render). */
export async function signInLanding(
  baseURL: string,
  email: string,
  password = 'demo',
): Promise<{ context: APIRequestContext; landing: APIResponse }> {
  // Astro refuses cross-site form posts; a browser sends its Origin, so this does too.
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await context.get('/login');
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await login.text())?.[1];
  expect(csrfToken, 'the Login form carries a CSRF token').toBeTruthy();
  const idp = await context.post('/api/auth/signin/apps-sso', { form: { csrfToken: csrfToken ?? '', callbackUrl: '/' } });
  const action = /<form method="post" action="([^"]+)"/.exec(await idp.text())?.[1];
  expect(action, `the identity provider's sign-in form at ${idp.url()}`).toBeTruthy();
  const done = await context.post(new URL(decode(action ?? ''), idp.url()).href, { form: { email, password } });
  expect(new URL(done.url()).pathname, `${email} ends signed in on the home page`).toBe('/');
  expect(done.status()).toBe(200);
  return { context, landing: done };
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The text of an HTML page with the entities React and Astro write turned back into characters. */
export function htmlText(html: string): string {
  return decode(html);
}
