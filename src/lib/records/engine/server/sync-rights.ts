import { eq, inArray } from 'drizzle-orm';
import { appGrants, menuItems, subAppGrants, subApps, userGroups } from '@/lib/server/db/schema/access';
import type { Tx } from '@/lib/server/db/database';
import { recordTypes } from './registry';

/** The group every employee belongs to without a member row: what a type gives to all is granted to it. */
export const EVERY_EMPLOYEE_GROUP = 'Every employee';

/**
 * Writes the rights the record types declare into this database, at every start (idempotent: what exists
 * is left as it is, an administrator's grants and titles included): each `rights` entry as a sub-application
 * of the type's application, and each `everyEmployee` entry (the application, or a right) granted to the
 * group of every employee. So a database made before a type or a right existed gets it without a reseed.
 */
export async function syncRecordRights(tx: Tx): Promise<void> {
  const types = recordTypes();
  const links = [...new Set(types.map((t) => t.app))];
  const menus = new Map(
    (await tx.select({ id: menuItems.menuId, link: menuItems.link }).from(menuItems).where(inArray(menuItems.link, links))).map((m) => [
      m.link,
      m.id,
    ]),
  );
  const declared = types.flatMap((t) =>
    Object.entries(t.rights ?? {}).map(([id, title]) => ({ subAppId: id, menuId: menus.get(t.app) ?? null, title })),
  );
  if (declared.length > 0) await tx.insert(subApps).values(declared).onConflictDoNothing();
  const given = types.flatMap((t) =>
    (t.everyEmployee ?? []).map((right) => ({ right, menuId: right === t.app ? menus.get(t.app) : undefined })),
  );
  if (given.length === 0) return;
  await tx.insert(userGroups).values({ name: EVERY_EMPLOYEE_GROUP, everyEmployee: true }).onConflictDoNothing();
  const [group] = await tx.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.name, EVERY_EMPLOYEE_GROUP));
  if (!group) return;
  // The name may have been taken by a group an administrator made: it becomes the group of every employee.
  await tx.update(userGroups).set({ everyEmployee: true }).where(eq(userGroups.groupId, group.id));
  for (const { right, menuId } of given) {
    if (right.startsWith('/')) {
      if (menuId !== undefined) await tx.insert(appGrants).values({ menuId, groupId: group.id }).onConflictDoNothing();
    } else await tx.insert(subAppGrants).values({ subAppId: right, groupId: group.id }).onConflictDoNothing();
  }
}
