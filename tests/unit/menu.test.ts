import { describe, expect, it } from 'vitest';
import type { Access } from '@/lib/api/types';
import { hasApp } from '@/lib/auth/permissions';
import { appKeyOfLink, menuTitle, visibleMenuItems } from '@/lib/shell/menu';

describe('appKeyOfLink', () => {
  it('takes the first path segment', () => {
    expect(appKeyOfLink('/Maintenance')).toBe('Maintenance');
    expect(appKeyOfLink('/Admin/applications')).toBe('Admin');
    expect(appKeyOfLink('/')).toBe('');
  });
});

describe('visibleMenuItems', () => {
  const items = [
    { link: '/Maintenance', title: 'Maintenance', icon: 'mdi-wrench' },
    { link: '/Labels', title: 'Labels', icon: 'mdi-label' },
    { link: '/CorrectiveActions', title: 'Corrective Actions', icon: 'mdi-clipboard-check' },
  ];
  it('keeps only the granted applications, sorted by title', () => {
    const access = {
      Maintenance: { MenuID: 1, SubApps: null },
      CorrectiveActions: { MenuID: 3, SubApps: null },
    };
    expect(visibleMenuItems(items, access).map((i) => i.title)).toEqual(['Corrective Actions', 'Maintenance']);
  });
  it('shows Administration only to an Apps_Security holder, as its route guard does', () => {
    const admin = [{ link: '/Admin/applications', title: 'Administration', icon: 'mdi-shield-account' }];
    expect(visibleMenuItems(admin, { Admin: { MenuID: 9, SubApps: null } })).toEqual([]);
    expect(visibleMenuItems(admin, { Admin: { MenuID: 9, SubApps: { Apps_Security: true } } })).toEqual(admin);
  });
  it('shows nothing without access', () => {
    expect(visibleMenuItems(items, {})).toEqual([]);
  });
  it('grants as hasApp does: any letter case, applications only, not a MenuID of 0', () => {
    const access: Access = {
      maintenance: { MenuID: 1, SubApps: null },
      LABELS: { MenuID: 0, SubApps: null },
      _: { MenuID: 0, SubApps: { CorrectiveActions: true } },
    };
    const shown = visibleMenuItems(items, access).map((i) => i.link);
    expect(shown).toEqual(['/Maintenance']);
    expect(items.filter((item) => hasApp(access, appKeyOfLink(item.link))).map((i) => i.link)).toEqual(shown);
  });
  it('names each application in the language asked, as the drawer does, and sorts by that name', () => {
    const access = {
      Maintenance: { MenuID: 1, SubApps: null },
      Labels: { MenuID: 2, SubApps: null },
      CorrectiveActions: { MenuID: 3, SubApps: null },
    };
    expect(visibleMenuItems(items, access, 'es').map((i) => i.title)).toEqual(['Acciones correctivas', 'Etiquetas', 'Mantenimiento']);
    // A link the route table does not name keeps the server's title.
    expect(menuTitle({ link: '/NoSuchApp', title: 'Server title', icon: 'mdi-apps' }, 'es')).toBe('Server title');
  });
});
