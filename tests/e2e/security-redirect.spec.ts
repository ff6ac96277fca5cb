import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, test } from './support/fixtures';
import { signInOverHttp } from './support/http-session';

/** A signed-in visit to /login goes back only to a page of this portal, never a 500. */

const TRICKS = [
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  'https%3A%2F%2Fevil.example',
  '%2F%256Cogin%3FcallbackUrl%3D%252F%252Fevil.example',
  '%2F%00',
  '%2Fidp%2Fsession%2Fend%3Fclient_id%3Dapps-portal',
];

let maria: APIRequestContext;

test.describe('return address after sign-in', () => {
  test.beforeAll(async () => {
    maria = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
  });
  test.afterAll(async () => maria?.dispose());

  for (const trick of TRICKS) {
    test(`/login?callbackUrl=${trick} sends a signed-in user home`, async () => {
      const res = await maria.get(`/login?callbackUrl=${trick}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()['location']).toBe('/');
    });
  }

  test('/%6Cogin is the sign-in page too, and its return address is checked the same way', async () => {
    const res = await maria.get('/%6Cogin?callbackUrl=%2F%09%2Fevil.example', { maxRedirects: 0 });
    expect([302, 404]).toContain(res.status());
    if (res.status() === 302) expect(res.headers()['location']).toBe('/');
  });

  test('a page of the route table is kept, with its query', async () => {
    const res = await maria.get('/login?callbackUrl=%2FMaintenance%3Fx%3D1', { maxRedirects: 0 });
    expect(res.headers()['location']).toBe('/Maintenance?x=1');
  });

  test('the sign-in post with a control character in its return address is no 500 and stays here', async () => {
    const login = await maria.get('/login?callbackUrl=%2FMaintenance', { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const anonymous = await (
      await import('@playwright/test')
    ).request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
    const page = await anonymous.get('/login');
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const res = await anonymous.post('/api/auth/signin/apps-sso', {
      form: { csrfToken, callbackUrl: '/\t/evil.example\u0000' },
      maxRedirects: 0,
    });
    expect(res.status()).toBeLessThan(500);
    const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('callback-url'))?.value ?? '';
    expect(decodeURIComponent(cookie)).not.toContain('evil.example');
    await anonymous.dispose();
  });
});
