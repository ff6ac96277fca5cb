import { describe, expect, it } from 'vitest';
import { decodeTokenData, needsRefresh, tokenClaims, tokenDataFromClaims } from '@/lib/auth/tokens';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('decodeTokenData', () => {
  it('reads name and unique_name from a token', () => {
    expect(decodeTokenData(jwt({ name: 'Jordan Carter', unique_name: 'shjcarter@example.com' }))).toEqual({
      name: 'Jordan Carter',
      unique_name: 'shjcarter@example.com',
    });
  });
  it('gives empty user data for a token that cannot be decoded', () => {
    for (const bad of [undefined, '', 'not-a-jwt', 'a.%%%.c', `a.${Buffer.from('[1,').toString('base64url')}.c`]) {
      expect(decodeTokenData(bad)).toEqual({ name: '', unique_name: '' });
    }
  });
});

describe('tokenClaims', () => {
  it('reads every claim of a token, and none of one that cannot be decoded or holds no object', () => {
    expect(tokenClaims(jwt({ gid: 'G-1', name: 'Maria Nguyen' }))).toEqual({ gid: 'G-1', name: 'Maria Nguyen' });
    for (const bad of [undefined, '', 'not-a-jwt', 'a.%%%.c', jwt([1, 2]), `a.${Buffer.from('null').toString('base64url')}.c`]) {
      expect(tokenClaims(bad)).toEqual({});
    }
  });

  it('decodes a token once: the same claims, which no reader can change, for every read of it', () => {
    const token = jwt({ gid: 'G-2', exp: 1_900_000_000 });
    const claims = tokenClaims(token);
    expect(tokenClaims(`${token}`)).toBe(claims);
    expect(Object.isFrozen(claims)).toBe(true);
    expect(tokenClaims(jwt({ gid: 'G-3' }))).toEqual({ gid: 'G-3' });
  });
});

describe('tokenDataFromClaims', () => {
  it('falls back to upn, then preferred_username, then email', () => {
    expect(tokenDataFromClaims({ upn: 'a@x.com' }).unique_name).toBe('a@x.com');
    expect(tokenDataFromClaims({ preferred_username: 'b@x.com' }).unique_name).toBe('b@x.com');
    expect(tokenDataFromClaims({ email: 'c@x.com', unique_name: '' }).unique_name).toBe('c@x.com');
  });
});

describe('needsRefresh', () => {
  it('refreshes within a minute of expiry, and when the expiry is unknown', () => {
    expect(needsRefresh({ expiresAt: 1000 }, 900)).toBe(false);
    expect(needsRefresh({ expiresAt: 1000 }, 941)).toBe(true);
    expect(needsRefresh({}, 0)).toBe(true);
  });
});
