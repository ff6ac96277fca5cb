import { encode } from '@auth/core/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/lib/config/config';
import { loadSession, sessionCookieName } from '@/lib/auth/session.server';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NAME = sessionCookieName(false);
const config = { auth: { secret: SECRET } } as unknown as AppConfig;
const cookies = { set: vi.fn(), delete: vi.fn() };
const request = (cookie: string) => new Request('http://127.0.0.1/Maintenance', { headers: { cookie: `theme=dark; ${NAME}=${cookie}` } });

async function sessionCookie(maxAge: number): Promise<string> {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return encode({ token: { sub: 'maria', accessToken: 'at', refreshToken: 'rt', expiresAt }, secret: SECRET, salt: NAME, maxAge });
}

describe('loadSession remembers a decoded session cookie', () => {
  afterEach(() => vi.useRealTimers());

  it('decodes one cookie once: the same session for the next request', async () => {
    const cookie = await sessionCookie(3600);
    const first = await loadSession({ request: request(cookie), cookies, config });
    expect(first?.accessToken).toBe('at');
    expect(await loadSession({ request: request(cookie), cookies, config })).toBe(first);
  });

  it('never answers a remembered session past its expiry, nor a forged cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cookie = await sessionCookie(120);
    expect(await loadSession({ request: request(cookie), cookies, config })).not.toBeNull();
    vi.setSystemTime(Date.now() + 140_000); // past its expiry and the 15 s of leeway Auth.js allows
    expect(await loadSession({ request: request(cookie), cookies, config })).toBeNull();
    expect(await loadSession({ request: request(`${cookie.slice(0, -3)}xyz`), cookies, config })).toBeNull();
  });
});
