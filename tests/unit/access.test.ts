import { describe, expect, it } from 'vitest';
import { OTHER_SUB_APPS_KEY, appKeyOfLink, buildAccess } from '@/lib/server/db/access';

describe('appKeyOfLink', () => {
  it('is the first path segment of a menu link', () => {
    expect(appKeyOfLink('/Maintenance')).toBe('Maintenance');
    expect(appKeyOfLink('/Admin/applications')).toBe('Admin');
  });
});

describe('buildAccess', () => {
  it('keys applications by app key with their MenuID, SubApps null when none is granted', () => {
    expect(buildAccess({ apps: [{ menuId: 54, link: '/Maintenance' }], subApps: [] })).toEqual({
      Maintenance: { MenuID: 54, SubApps: null },
    });
  });

  it('puts sub-application rights under their granted application', () => {
    const access = buildAccess({
      apps: [
        { menuId: 120, link: '/Admin/applications' },
        { menuId: 54, link: '/Maintenance' },
      ],
      subApps: [
        { subAppId: 'Maintenance_Manager', menuId: 54 },
        { subAppId: 'Apps_Security', menuId: 120 },
        { subAppId: 'Maintenance_Tech', menuId: 54 },
      ],
    });
    expect(access).toEqual({
      Admin: { MenuID: 120, SubApps: { Apps_Security: true } },
      Maintenance: { MenuID: 54, SubApps: { Maintenance_Manager: true, Maintenance_Tech: true } },
    });
  });

  it('collects rights outside the granted applications under the MenuID 0 entry, opening no application', () => {
    const access = buildAccess({
      apps: [],
      subApps: [
        { subAppId: 'IssueMaterial_OverIssue', menuId: 42 },
        { subAppId: 'Global_Right', menuId: null },
      ],
    });
    expect(access).toEqual({ [OTHER_SUB_APPS_KEY]: { MenuID: 0, SubApps: { Global_Right: true, IssueMaterial_OverIssue: true } } });
  });

  it('gives nothing to an employee with no grants', () => {
    expect(buildAccess({ apps: [], subApps: [] })).toEqual({});
  });
});
