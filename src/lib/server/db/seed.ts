import { sql } from 'drizzle-orm';
import { APPS } from '@/lib/routes/apps';
import { hashPassword } from '@/lib/server/password';
import { appKeyOfLink } from './access';
import type { Database } from './database';
import { appGrants, employees, groupMembers, menuItems, notifications, plants, subAppGrants, subApps, userGroups } from './schema/index';
import { seedRecordsIfEmpty } from '@/lib/server/db/seed-shop-floor';
import { seedMaterialsIfEmpty } from '@/lib/server/materials/seed';
import { seedSpcIfEmpty } from '@/lib/server/spc/seed';
import { seedLaborIfEmpty } from '@/lib/server/labor/seed';
import { seedBoardsIfEmpty } from '@/lib/server/boards/seed';
import { DEMO_PASSWORD, DIRECT_GRANTS, EMPLOYEES, GROUPS, MENU_ITEMS, NOTIFICATIONS, PLANTS, SUB_APPS } from './seed-data';

// Serializes seeding between instances starting together on one PostgreSQL server.
const SEED_LOCK = 727_002;
const HOUR = 3_600_000;

/** Seeds the demo data (seed-data.ts) into an empty database in one transaction; true when it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ id: plants.plantId }).from(plants).limit(1);
    if (existing) return false;

    await tx.insert(plants).values([...PLANTS]);
    // One hash for every demo account: scrypt is slow on purpose, and they share the password anyway.
    await tx.insert(employees).values(EMPLOYEES.map((e) => ({ ...e, passwordHash })));
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

    const now = Date.now();
    await tx.insert(notifications).values(
      NOTIFICATIONS.map(([username, hoursAgo, unread, description, action]) => ({
        username,
        date: new Date(now - hoursAgo * HOUR),
        unread,
        description,
        action,
      })),
    );
    return true;
  });
  // The materials likewise seed themselves when their tables are empty.
  await seedMaterialsIfEmpty(db);
  // The shop-floor records seed themselves when their own tables are empty, after the jobs they name.
  await seedRecordsIfEmpty(db);
  // SPC characteristics with three months of subgroups, likewise.
  await seedSpcIfEmpty(db);
  // Labor seeds its shifts, rules and two weeks of punched days when its tables are empty.
  await seedLaborIfEmpty(db);
  // The wall boards' day by hour: resources, reasons and the current shift's finished hours.
  await seedBoardsIfEmpty(db);
  return seeded;
}
