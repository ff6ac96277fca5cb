import { describe, expect, it } from 'vitest';
import { bearerToken } from '@/lib/server/api/bearer';

describe('bearerToken', () => {
  it('takes the token of a Bearer authorization header, in any case of the scheme', () => {
    expect(bearerToken('Bearer abc.def-ghi_jkl')).toBe('abc.def-ghi_jkl');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('is null for anything else', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
