import { APPS } from '@/lib/routes/apps';
import { appKeyOfLink } from '@/lib/server/db/access';
import { DIRECT_GRANTS, EMPLOYEE_PLANTS, GROUPS, MENU_ITEMS, SUB_APPS } from '@/lib/server/db/seed-data';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { appGrants, employeePlants, groupMembers, menuItems, subAppGrants, subApps, userGroups } from '@/lib/server/db/schema/access';

/** Seeds the applications, their rights, the user groups, the grants and the granted plants of seed-data.ts where no application exists yet. */
export async function seedAdmin(tx: Tx): Promise<boolean> {
  if (!(await isEmpty(tx, menuItems))) return false;
  const menuIdOf = new Map(MENU_ITEMS.map(([link], i) => [link, i + 1]));
  await tx.insert(menuItems).values(
    MENU_ITEMS.map(([link, title, icon], i) => {
      // The route table's English title and icon win, so the menu and the open tabs agree.
      const shared = APPS[appKeyOfLink(link)];
      return { menuId: i + 1, link, title: shared?.title.en ?? title, icon: shared?.icon ?? icon };
    }),
  );
  await tx.insert(subApps).values(SUB_APPS.map(([subAppId, link, title]) => ({ subAppId, menuId: menuIdOf.get(link) ?? null, title })));

  const menuId = (link: string): number => {
    const id = menuIdOf.get(link);
    if (id === undefined) throw new Error(`seed-data.ts grants '${link}', which is no menu item`);
    return id;
  };
  for (const group of GROUPS) {
    const [row] = await tx.insert(userGroups).values({ name: group.name }).returning({ groupId: userGroups.groupId });
    const groupId = row!.groupId;
    await tx.insert(groupMembers).values(group.members.map((empId) => ({ groupId, empId })));
    await tx.insert(appGrants).values(group.apps.map((link) => ({ menuId: menuId(link), groupId })));
    if (group.subApps.length > 0) {
      await tx.insert(subAppGrants).values(group.subApps.map((subAppId) => ({ subAppId, groupId })));
    }
  }
  for (const grant of DIRECT_GRANTS) {
    const links = grant.apps === 'ALL' ? MENU_ITEMS.map(([link]) => link) : grant.apps;
    await tx.insert(appGrants).values(links.map((link) => ({ menuId: menuId(link), empId: grant.empId })));
    if (grant.subApps.length > 0) {
      await tx.insert(subAppGrants).values(grant.subApps.map((subAppId) => ({ subAppId, empId: grant.empId })));
    }
  }
  await tx.insert(employeePlants).values(EMPLOYEE_PLANTS);
  return true;
}
