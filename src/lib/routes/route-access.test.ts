import { describe, expect, it } from 'vitest';
import type { UserState } from '@/lib/auth/user-state.server';
import { canOpenRoute } from './route-access';
import { routeByName, type RouteDef } from './';

const user = (access: UserState['access']): UserState => ({
  employee: { empID: 1, firstName: 'A', lastName: 'B', plant: 'MfgSys' },
  username: 'sha@example.com',
  access,
  tokenData: { name: 'A B', unique_name: 'sha@example.com' },
});
const route = (name: string): RouteDef =>
  routeByName(name) ??
  (() => {
    throw new Error(name);
  })();
const prod = { isDevelopment: false };

describe('canOpenRoute', () => {
  it('follows the same guards as a request', () => {
    const maria = user({ Maintenance: { MenuID: 1, SubApps: null } });
    expect(canOpenRoute(route('Maintenance-PM'), maria, prod)).toBe(true);
    expect(canOpenRoute(route('ECR'), maria, prod)).toBe(false);
    expect(canOpenRoute(route('itticket'), maria, prod)).toBe(true);
    expect(canOpenRoute(route('Admin-users'), maria, prod)).toBe(false);
    expect(canOpenRoute(route('dev'), maria, prod)).toBe(false);
    expect(canOpenRoute(route('dev'), maria, { isDevelopment: true })).toBe(true);
    expect(canOpenRoute(route('Maintenance'), null, prod)).toBe(false);
  });

  it('opens Admin pages to Apps_Security holders', () => {
    const admin = user({ Admin: { MenuID: 9, SubApps: { Apps_Security: true } } });
    expect(canOpenRoute(route('Admin-applications'), admin, prod)).toBe(true);
  });
});
