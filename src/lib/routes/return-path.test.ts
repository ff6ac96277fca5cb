import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';
import { safeLocalPath } from './safe-path';

/** Return addresses that must go home: other sites, tricks that become one after decoding, and non-pages. */
const REFUSED: readonly string[] = [
  '',
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  ' /ECR',
  '/ECR ',
  '/%20/evil.example',
  '/%00',
  '/ECR%00',
  '/ECR?x=%00',
  '/ECR?x=%0A',
  '/%E0%A4%A',
  '/%',
  '/%6Cogin',
  '/%6cogin?callbackUrl=%2F%2Fevil.example',
  '/login',
  '/login?callbackUrl=/ECR',
  '/api/auth/signout',
  '/api/v1/Notifications',
  '/idp/session/end?client_id=apps-portal',
  '/logout',
  '/no-such-page',
  '/ECR/..',
  '/ECR/../login',
  '/ECR/%2E%2E/login',
  '/./ECR',
  '/ECR//5',
  '/ECR/5x',
  '/ECR/1234567890123456',
  '/ECR/<script>',
  'javascript:alert(1)',
  '/\u00a0/evil.example',
  '/\u2028',
  'ECR',
  `/${'a'.repeat(3000)}`,
];

/** Return addresses that stay: pages of the route table, rebuilt from it, with their query. */
const KEPT: ReadonlyArray<readonly [string, string]> = [
  ['/', '/'],
  ['/Maintenance', '/Maintenance'],
  ['/Maintenance/', '/Maintenance'],
  ['/ECR/5', '/ECR/5'],
  ['/%45CR/5', '/ECR/5'],
  ['/ECR/5?x=1&y=a%20b', '/ECR/5?x=1&y=a%20b'],
  ['/ECR/5#section', '/ECR/5'],
  ['/Admin/Applications/updateMenuItem?menuId=12', '/Admin/Applications/updateMenuItem?menuId=12'],
];

describe('safeReturnPath', () => {
  it.each(REFUSED.map((value) => [value]))('sends %j home', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it.each(KEPT)('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('goes home for nothing at all', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});

describe('safeLocalPath (the client check, without the route table)', () => {
  it.each(['/%09/evil.example', '//evil.example', '/%2F/evil.example', '/%5Cevil.example', 'https://evil.example', '/a/../b'])(
    'sends %j home',
    (value) => expect(safeLocalPath(value)).toBe('/'),
  );
  it('keeps a plain local path decoded', () => expect(safeLocalPath('/%45CR/5?x=1')).toBe('/ECR/5?x=1'));
});
