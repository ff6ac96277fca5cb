import { describe, expect, it } from 'vitest';
import { flashCookieOptions } from '@/lib/shell/flash.server';
import { cookieNames } from './provider-configuration';

describe('cookies under https', () => {
  it("names the provider's cookies with the __Secure- prefix under https only", () => {
    expect(cookieNames(true)).toEqual({
      session: '__Secure-idp_session',
      interaction: '__Secure-idp_interaction',
      resume: '__Secure-idp_interaction_resume',
    });
    expect(cookieNames(false).session).toBe('idp_session');
  });

  it('marks the flash cookie Secure under https only', () => {
    expect(flashCookieOptions('https://apps.example.com').secure).toBe(true);
    expect(flashCookieOptions('http://127.0.0.1:4321').secure).toBe(false);
  });
});
