import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import type { EmployeeAccount } from '@/lib/server/db/accounts';
import { createNotification } from '@/lib/server/notify/notify';
import { APPS } from '@/lib/routes';
import type { Tx } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import { groupMembers, menuItems, subAppGrants, subApps } from '@/lib/server/db/schema/access';
import { notifications } from '@/lib/server/db/schema/notifications';

/** Someone who may grant access: a holder of Apps_Security, directly or through a group. */
export interface Grantor {
  empId: number;
  name: string;
  username: string;
}

/** The employees who hold Apps_Security (only they may grant applications and rights), by name. */
export async function listGrantors(db: Database | Tx): Promise<Grantor[]> {
  return listHolders(db, [ADMIN_SUB_APP_ID]);
}

/** The employees who hold any of the rights, directly or through a group, by name. */
export async function listHolders(db: Database | Tx, subAppIds: readonly string[]): Promise<Grantor[]> {
  const ids = [...subAppIds];
  const groups = db
    .select({ groupId: subAppGrants.groupId })
    .from(subAppGrants)
    .where(and(inArray(subAppGrants.subAppId, ids), isNotNull(subAppGrants.groupId)));
  const direct = db
    .select({ empId: subAppGrants.empId })
    .from(subAppGrants)
    .where(and(inArray(subAppGrants.subAppId, ids), isNotNull(subAppGrants.empId)));
  const members = db.select({ empId: groupMembers.empId }).from(groupMembers).where(inArray(groupMembers.groupId, groups));
  const rows = await db
    .select({ empId: employees.empId, firstName: employees.firstName, lastName: employees.lastName, username: employees.companyEmail })
    .from(employees)
    .where(or(inArray(employees.empId, direct), inArray(employees.empId, members)))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  return rows.map((r) => ({ empId: r.empId, name: `${r.firstName} ${r.lastName}`, username: r.username }));
}

/** What a person asks for: an application by its key ('Inspections'), or one of its rights. */
export interface AccessAsked {
  app: string;
  subAppId?: string | undefined;
}

/** Where a grantor lands from the bell: the grant screen with the asker filled in. */
export function grantPath(target: { menuId: number } | { subAppId: string }, empId: number): string {
  if ('menuId' in target) return `/Admin/Applications/Security/Apps/newAppEmp?menuId=${target.menuId}&empID=${empId}`;
  return `/Admin/Applications/Security/SubApps/newAppEmp?subAppId=${encodeURIComponent(target.subAppId)}&empID=${empId}`;
}

/** How long a request stays open even once every grantor has read it: asking again within it rings no one. */
export const REQUEST_OPEN_MS = 24 * 60 * 60_000;

/** What asking did: the grantors who have the request, and whether it was already open (nobody told again). */
export interface AccessAskAnswer {
  grantors: Grantor[];
  alreadyAsked: boolean;
}

/**
 * Tells every grantor, through the bell, that `asker` asks for the application (or right), with a link
 * that opens its grant for them; in the caller's transaction. One open request per person and
 * application (or right): while a grantor has not read it, or for a day, asking again tells no one and
 * answers `alreadyAsked`. 404 for an unknown application or right.
 */
export async function askForAccess(tx: Tx, asker: EmployeeAccount, asked: AccessAsked): Promise<AccessAskAnswer> {
  const [item] = await tx
    .select()
    .from(menuItems)
    .where(eq(menuItems.link, `/${asked.app}`))
    .limit(1);
  if (!item) throw new NotFoundError(`There is no application ${asked.app}.`, { code: 'no-such-app' });
  let target: { menuId: number } | { subAppId: string } = { menuId: item.menuId };
  // The application's name in both languages where the route table has it, else as the menu says it.
  const app = APPS[asked.app]?.title;
  const what = app ? { en: app.en, es: app.es } : item.title;
  let right: string | undefined;
  if (asked.subAppId !== undefined) {
    const [subApp] = await tx.select().from(subApps).where(eq(subApps.subAppId, asked.subAppId)).limit(1);
    if (!subApp) throw new NotFoundError(`There is no right ${asked.subAppId}.`, { code: 'no-such-right' });
    target = { subAppId: subApp.subAppId };
    right = subApp.subAppId;
  }
  const action = grantPath(target, asker.empId);
  // Simultaneous requests of one person for one application wait here, so only the first rings.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`access ${action}`}))`);
  const grantors = await listGrantors(tx);
  if (await isOpen(tx, action)) return { grantors, alreadyAsked: true };
  const who = `${asker.firstName} ${asker.lastName} (${asker.empId})`;
  for (const grantor of grantors) {
    await createNotification(tx as unknown as Database, {
      username: grantor.username,
      message: right === undefined ? { key: 'accessAsk', values: { who, what } } : { key: 'accessAskRight', values: { who, right, what } },
      action,
    });
  }
  return { grantors, alreadyAsked: false };
}

/** Whether a request with this grant link is still open: unread by a grantor, or sent within REQUEST_OPEN_MS. */
async function isOpen(tx: Tx, action: string): Promise<boolean> {
  const since = new Date(Date.now() - REQUEST_OPEN_MS);
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.action, action), or(eq(notifications.unread, true), gt(notifications.date, since))))
    .limit(1);
  return rows.length > 0;
}
