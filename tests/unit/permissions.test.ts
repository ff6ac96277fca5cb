import { describe, expect, it } from 'vitest';
import { grantedApps, hasApp, hasPermission, hasSubApp, isAdministrator } from '@/lib/auth/permissions';

const access = {
  Maintenance: { MenuID: 7, SubApps: null },
  Admin: { MenuID: 1, SubApps: { Apps_Security: true as const } },
  PurchaseRequests: { MenuID: 12, SubApps: { PurchaseRequests_Admin: true as const } },
};

describe('hasPermission', () => {
  it('accepts a numeric menu id that is granted', () => {
    expect(hasPermission(access, 7)).toBe(true);
    expect(hasPermission(access, 12)).toBe(true);
  });
  it('refuses a numeric menu id that is not granted', () => {
    expect(hasPermission(access, 8)).toBe(false);
  });
  it('accepts an application key, in any letter case', () => {
    expect(hasPermission(access, 'Maintenance')).toBe(true);
    expect(hasPermission(access, 'maintenance')).toBe(true);
  });
  it('accepts a granted sub-application id', () => {
    expect(hasPermission(access, 'PurchaseRequests_Admin')).toBe(true);
  });
  it('refuses names that are not granted', () => {
    expect(hasPermission(access, 'Labels')).toBe(false);
    expect(hasPermission(access, 'Maintenance_Manager')).toBe(false);
  });
  it('refuses everything when the access is missing', () => {
    expect(hasPermission(null, 7)).toBe(false);
    expect(hasPermission(undefined, 'Maintenance')).toBe(false);
    expect(hasPermission({}, 'Apps_Security')).toBe(false);
  });
  it('does not treat inherited object keys as grants', () => {
    expect(hasPermission(access, 'toString')).toBe(false);
    expect(hasPermission(access, 'constructor')).toBe(false);
  });
});

describe('isAdministrator', () => {
  it('is true only with Apps_Security', () => {
    expect(isAdministrator(access)).toBe(true);
    expect(isAdministrator({ Maintenance: { MenuID: 7, SubApps: null } })).toBe(false);
  });
});

describe('hasApp and hasSubApp', () => {
  it('hasApp grants applications only, by key in any letter case', () => {
    expect(hasApp(access, 'maintenance')).toBe(true);
    expect(hasApp(access, 'PurchaseRequests_Admin')).toBe(false);
    expect(hasApp({ _: { MenuID: 0, SubApps: { Labels: true } } }, 'Labels')).toBe(false);
    expect(hasApp({ _: { MenuID: 0, SubApps: null } }, '_')).toBe(false);
    expect(hasApp(null, 'Maintenance')).toBe(false);
  });
  it('grantedApps lists what hasApp grants, lower-cased', () => {
    expect([...grantedApps(access)].sort()).toEqual(['admin', 'maintenance', 'purchaserequests']);
    expect(grantedApps({ _: { MenuID: 0, SubApps: { Labels: true } } }).size).toBe(0);
    expect(grantedApps(null).size).toBe(0);
  });
  it('hasSubApp grants sub-applications only, by exact id', () => {
    expect(hasSubApp(access, 'PurchaseRequests_Admin')).toBe(true);
    expect(hasSubApp(access, 'purchaserequests_admin')).toBe(false);
    expect(hasSubApp(access, 'Maintenance')).toBe(false);
    expect(hasSubApp(access, 'toString')).toBe(false);
  });
});
