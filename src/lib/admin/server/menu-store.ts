import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import type { Database, Tx } from '@/lib/server/db/database';
import { appGrants, menuItems, subApps } from '@/lib/server/db/schema/access';
import { recordAudit } from './audit-store';
import { refusal } from './refusals';
import { isUniqueViolation, offsetOf, type Page, type PageRequest } from './paging';

/** A menu item as administration shows it. */
export interface AdminMenuItem {
  menuId: number;
  link: string;
  title: string;
  icon: string;
}

/** A menu item in the applications table, with how many sub-applications it has. */
export interface MenuItemRow extends AdminMenuItem {
  subAppCount: number;
}

/** Columns the applications table sorts by. */
export const MENU_SORTS = ['menuId', 'title', 'link'] as const;
/** One of `MENU_SORTS`. */
export type MenuSort = (typeof MENU_SORTS)[number];

/** Options of `listMenuItems`. */
export interface ListMenuItemsOptions extends PageRequest {
  /** Part of the title or link, any case. */
  q?: string | undefined;
  sort: MenuSort;
  dir: 'asc' | 'desc';
}

const SORT_COLUMNS = { menuId: menuItems.menuId, title: menuItems.title, link: menuItems.link } as const;

/** Escapes LIKE wildcards so a search for '50%' finds '50%'. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The applications of the menu: filtered, sorted and paged in the database. */
export async function listMenuItems(db: Database, options: ListMenuItemsOptions): Promise<Page<MenuItemRow>> {
  const where = options.q ? or(ilike(menuItems.title, likePattern(options.q)), ilike(menuItems.link, likePattern(options.q))) : undefined;
  const direction = options.dir === 'desc' ? desc : asc;
  const subAppCount = db.$count(subApps, eq(subApps.menuId, menuItems.menuId));
  const [items, [counted]] = await Promise.all([
    db
      .select({ menuId: menuItems.menuId, link: menuItems.link, title: menuItems.title, icon: menuItems.icon, subAppCount })
      .from(menuItems)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[options.sort]), asc(menuItems.menuId))
      .limit(options.pageSize)
      .offset(offsetOf(options)),
    db.select({ total: count() }).from(menuItems).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: options.page, pageSize: options.pageSize };
}

/** One menu item; `NotFoundError` when there is none. */
export async function getMenuItem(db: Pick<Database, 'select'>, menuId: number): Promise<AdminMenuItem> {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.menuId, menuId)).limit(1);
  if (!row) throw refusal(NotFoundError, 'no-menu-item', `There is no menu item with menu ID ${menuId}.`, { menuId });
  return row;
}

/** The next free menu id, to suggest in the new-menu-item form. */
export async function nextMenuId(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${menuItems.menuId})` }).from(menuItems);
  return Number(row?.max ?? 0) + 1;
}

/** Options of `createMenuItem` and `updateMenuItem`; `actorEmpId` is the administrator, for the audit log. */
export interface SaveMenuItemOptions {
  actorEmpId: number | null;
  item: AdminMenuItem;
}

/** Refuses a menu id or link that another menu item already uses, naming that item. */
async function assertFree(tx: Tx, item: AdminMenuItem, exceptMenuId: number | null): Promise<void> {
  const clashes = await tx
    .select()
    .from(menuItems)
    .where(or(eq(menuItems.menuId, item.menuId), eq(menuItems.link, item.link)));
  for (const other of clashes) {
    if (other.menuId === exceptMenuId) continue;
    if (other.menuId === item.menuId) {
      throw refusal(
        ConflictError,
        'menu-id-used',
        `Menu ID ${item.menuId} is already used by ${other.title}.`,
        { menuId: item.menuId, title: other.title },
        'menuId',
      );
    }
    const values = { link: item.link, title: other.title, menuId: other.menuId };
    throw refusal(
      ConflictError,
      'link-used',
      `The link ${item.link} is already used by ${other.title} (menu ID ${other.menuId}).`,
      values,
      'link',
    );
  }
}

/** A menu id or link another change took between the check and the write. */
function usedMeanwhile(item: AdminMenuItem): ConflictError {
  const message = `Menu ID ${item.menuId} or link ${item.link} was just used by another change; reload and try again.`;
  return refusal(ConflictError, 'menu-item-used-meanwhile', message, { menuId: item.menuId, link: item.link });
}

/** Adds a menu item and its audit row in one transaction; `ConflictError` for a used menu id or link. */
export async function createMenuItem(db: Database, { actorEmpId, item }: SaveMenuItemOptions): Promise<AdminMenuItem> {
  try {
    return await db.transaction(async (tx) => {
      await assertFree(tx, item, null);
      const [row] = await tx.insert(menuItems).values(item).returning();
      await recordAudit(tx, { actorEmpId, action: 'create', entity: 'menu_item', entityId: item.menuId, before: null, after: row });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usedMeanwhile(item);
    throw error;
  }
}

/** Options of `updateMenuItem`. */
export interface UpdateMenuItemOptions extends SaveMenuItemOptions {
  /** The menu id the item has now; `item.menuId` may differ to renumber it (grants and sub-applications follow). */
  menuId: number;
}

/** Changes a menu item (and renumbers it when asked) with its audit row in one transaction. */
export async function updateMenuItem(db: Database, { actorEmpId, menuId, item }: UpdateMenuItemOptions): Promise<AdminMenuItem> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(menuItems).where(eq(menuItems.menuId, menuId)).for('update');
      if (!before) throw refusal(NotFoundError, 'no-menu-item', `There is no menu item with menu ID ${menuId}.`, { menuId });
      await assertFree(tx, item, menuId);
      let after: AdminMenuItem;
      if (item.menuId === menuId) {
        [after] = (await tx.update(menuItems).set(item).where(eq(menuItems.menuId, menuId)).returning()) as [AdminMenuItem];
      } else {
        // The foreign keys do not cascade updates: move the row, then what points at it.
        await tx
          .update(menuItems)
          .set({ link: `${before.link}#renumbering` })
          .where(eq(menuItems.menuId, menuId));
        [after] = (await tx.insert(menuItems).values(item).returning()) as [AdminMenuItem];
        await tx.update(appGrants).set({ menuId: item.menuId }).where(eq(appGrants.menuId, menuId));
        await tx.update(subApps).set({ menuId: item.menuId }).where(eq(subApps.menuId, menuId));
        await tx.delete(menuItems).where(eq(menuItems.menuId, menuId));
      }
      await recordAudit(tx, { actorEmpId, action: 'update', entity: 'menu_item', entityId: item.menuId, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usedMeanwhile(item);
    throw error;
  }
}

/** A sub-application (a right inside an application). */
export interface AdminSubApp {
  subAppId: string;
  menuId: number | null;
  title: string;
}

/** The sub-applications of one application, by id; `NotFoundError` when the application does not exist. */
export async function listSubApps(db: Database, menuId: number): Promise<AdminSubApp[]> {
  await getMenuItem(db, menuId);
  return db.select().from(subApps).where(eq(subApps.menuId, menuId)).orderBy(asc(subApps.subAppId));
}

/** One sub-application; `NotFoundError` when there is none. */
export async function getSubApp(db: Pick<Database, 'select'>, subAppId: string): Promise<AdminSubApp> {
  const [row] = await db.select().from(subApps).where(eq(subApps.subAppId, subAppId)).limit(1);
  if (!row) throw refusal(NotFoundError, 'no-sub-app', `There is no sub-application ${subAppId}.`, { subAppId });
  return row;
}

/** Options of `createSubApp`. */
export interface CreateSubAppOptions {
  actorEmpId: number | null;
  subApp: AdminSubApp & { menuId: number };
}

/** Adds a sub-application to an application with its audit row in one transaction. */
export async function createSubApp(db: Database, { actorEmpId, subApp }: CreateSubAppOptions): Promise<AdminSubApp> {
  try {
    return await db.transaction(async (tx) => {
      const [app] = await tx.select().from(menuItems).where(eq(menuItems.menuId, subApp.menuId));
      if (!app)
        throw refusal(
          InputError,
          'no-menu-item',
          `menuId: there is no menu item with menu ID ${subApp.menuId}.`,
          { menuId: subApp.menuId },
          'menuId',
        );
      const [existing] = await tx
        .select()
        .from(subApps)
        .where(
          ilike(
            subApps.subAppId,
            subApp.subAppId.replace(/[\\%_]/g, (ch) => `\\${ch}`),
          ),
        );
      if (existing) {
        const values = { subAppId: existing.subAppId, title: existing.title };
        throw refusal(
          ConflictError,
          'sub-app-id-used',
          `The sub-application ID ${existing.subAppId} is already used (${existing.title}).`,
          values,
          'subAppId',
        );
      }
      const [row] = await tx.insert(subApps).values(subApp).returning();
      await recordAudit(tx, { actorEmpId, action: 'create', entity: 'sub_app', entityId: subApp.subAppId, before: null, after: row });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refusal(
        ConflictError,
        'sub-app-used-meanwhile',
        `The sub-application ID ${subApp.subAppId} is already used.`,
        { subAppId: subApp.subAppId },
        'subAppId',
      );
    }
    throw error;
  }
}
