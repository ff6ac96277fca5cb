import { Auth } from '@auth/core';
import authConfig from 'auth:config';

/** Asks Auth.js for a CSRF token for a server-rendered sign-in form; the caller forwards `setCookies` to the browser. */
export async function signInCsrf(request: Request): Promise<{ csrfToken: string; setCookies: string[] }> {
  const url = new URL('/api/auth/csrf', request.url);
  const res = await Auth(new Request(url, { headers: request.headers }), authConfig);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { csrfToken, setCookies: res.headers.getSetCookie() };
}
