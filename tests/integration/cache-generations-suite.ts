import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGenerations } from '@/lib/server/db/generations';
import { employees, plants } from '@/lib/server/db/schema/index';
import { appGrants, groupMembers, menuItems, subAppGrants, subApps, userGroups } from '@/lib/server/db/schema/access';
import { readCounters } from '@/lib/server/perf/counters';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // administrator
const SAM = 'shnoaccess@example.com'; // 1002, no access

/**
 * The API's exact caches: what every page reads (the caller's employee, access, unread
 * notifications, the menu and plants) comes from memory while the topic's counter is unchanged, and
 * any change, by the API, by another instance or by hand in SQL, reaches the very next call.
 */
/** What Sam (no application of his own) holds: what every employee does, the suggestion box. */
const EVERY_EMPLOYEE = { SuggestionBox: { MenuID: expect.any(Number), SubApps: null } };

export function defineCacheGenerationsSuite(serverUrl: string | undefined, http = false): void {
  let harness: ApiHarness;
  let MAINTENANCE_MENU_ID: number;

  beforeAll(async () => {
    // The query count below needs the database's counter, which is set up when it opens.
    harness = await openApiHarness(serverUrl, { http, countSql: true });
    const [row] = await harness.database.db.select({ menuId: menuItems.menuId }).from(menuItems).where(eq(menuItems.link, '/Maintenance'));
    MAINTENANCE_MENU_ID = row!.menuId;
  });

  afterAll(async () => {
    await harness?.close();
  });

  const gen = async (topic: string): Promise<number> => Number((await readGenerations(harness.database.db)).get(topic));
  const me = async (call: ApiHarness['call'], as: string) => (await call('GET', '/v1/Security/Me?unread=true', as)).json;

  it('moves the access counter with every change of the directory, groups, grants and catalogue tables, and only it', async () => {
    const { db } = harness.database;
    const writes: [string, () => Promise<unknown>][] = [
      ['employees', () => db.update(employees).set({ lastName: 'Lee' }).where(eq(employees.empId, 1002))],
      [
        'user_groups',
        () =>
          db
            .update(userGroups)
            .set({ name: sql`${userGroups.name}` })
            .where(eq(userGroups.groupId, 1)),
      ],
      ['group_members', () => db.delete(groupMembers).where(eq(groupMembers.empId, -1))],
      ['app_grants', () => db.delete(appGrants).where(eq(appGrants.empId, -1))],
      ['sub_app_grants', () => db.delete(subAppGrants).where(eq(subAppGrants.empId, -1))],
      [
        'menu_items',
        () =>
          db
            .update(menuItems)
            .set({ title: sql`${menuItems.title}` })
            .where(eq(menuItems.menuId, MAINTENANCE_MENU_ID)),
      ],
      ['sub_apps', () => db.delete(subApps).where(eq(subApps.subAppId, 'none'))],
      [
        'plants',
        () =>
          db
            .update(plants)
            .set({ plantName: sql`${plants.plantName}` })
            .where(eq(plants.plantId, 'MfgSys')),
      ],
    ];
    for (const [table, write] of writes) {
      const [access, notifications] = [await gen('access'), await gen('notifications')];
      await write();
      expect(await gen('access'), table).toBe(access + 1);
      expect(await gen('notifications'), table).toBe(notifications);
    }
  });

  it('answers GET /v1/Security/Me (employee, access, unread) and, warm, with one query for the counters (none on PGlite)', async () => {
    const first = await me(harness.call, JORDAN);
    expect(first.employee).toEqual({ empID: 1001, firstName: 'Jordan', lastName: 'Carter', plant: 'MfgSys' });
    expect(first.access.Admin.SubApps.Apps_Security).toBe(true);
    expect(first.unread.length).toBeGreaterThan(0);
    expect(first.unread.every((n: { unread: boolean; username: string }) => n.unread && n.username === JORDAN)).toBe(true);
    const without = (await harness.call('GET', '/v1/Security/Me', JORDAN)).json;
    expect(without.unread).toBeUndefined();
    expect(without.access).toEqual(first.access);

    const before = readCounters().sql;
    expect(await me(harness.call, JORDAN)).toEqual(first);
    // PGlite keeps the counters in memory (every change is made in this process); PostgreSQL reads them.
    expect(readCounters().sql - before).toBe(serverUrl ? 1 : 0);
  });

  it('shows a grant and a revoke made by hand in SQL on the next call', async () => {
    expect((await me(harness.call, SAM)).access).toEqual(EVERY_EMPLOYEE);
    // Read twice while nothing changes (over HTTP the second is the kept answer), then the grant.
    for (let i = 0; i < 2; i += 1)
      expect((await harness.call('GET', '/v1/Security/AppAccessByEmployee?empID=1002', SAM)).json).toEqual(EVERY_EMPLOYEE);
    await harness.database.db.insert(appGrants).values({ menuId: MAINTENANCE_MENU_ID, empId: 1002 });
    expect((await me(harness.call, SAM)).access.Maintenance).toEqual({ MenuID: MAINTENANCE_MENU_ID, SubApps: null });
    expect((await harness.call('GET', '/v1/Security/AppAccessByEmployee?empID=1002', SAM)).json.Maintenance.MenuID).toBe(
      MAINTENANCE_MENU_ID,
    );
    await harness.database.db.delete(appGrants).where(eq(appGrants.empId, 1002));
    expect((await me(harness.call, SAM)).access).toEqual(EVERY_EMPLOYEE);
    expect((await harness.call('GET', '/v1/Security/AppAccessByEmployee?empID=1002', SAM)).json).toEqual(EVERY_EMPLOYEE);
  });

  it('shows a group membership given by another instance on the next call of this one', async () => {
    const other = await harness.secondInstance();
    const cached = await me(harness.call, SAM);
    expect(cached.access).toEqual(EVERY_EMPLOYEE);
    const [group] = await harness.database.db
      .select({ groupId: userGroups.groupId })
      .from(userGroups)
      .where(eq(userGroups.name, 'Maintenance'));
    expect((await other.call('POST', `/v1/Admin/Groups/${group!.groupId}/Members`, JORDAN, { empID: 1002 })).status).toBe(201);
    expect(Object.keys((await me(harness.call, SAM)).access)).toContain('Maintenance');
    expect((await other.call('DELETE', `/v1/Admin/Groups/${group!.groupId}/Members/1002`, JORDAN)).status).toBe(200);
    expect((await me(harness.call, SAM)).access).toEqual(EVERY_EMPLOYEE);
  });

  it('shows a new notification and one marked read on the next call, whoever wrote it', async () => {
    const other = await harness.secondInstance();
    const before = (await me(harness.call, SAM)).unread as { id: number }[];
    const created = await other.call('POST', '/v1/Notifications', SAM, { username: SAM, description: 'Cache check', action: '/' });
    expect(created.status).toBe(201);
    const after = (await me(harness.call, SAM)).unread as { id: number; description: string }[];
    expect(after.map((n) => n.id)).toEqual([created.json.id, ...before.map((n) => n.id)]);
    expect((await other.call('PATCH', '/v1/Notifications', SAM, { ...created.json, unread: false })).status).toBe(200);
    expect(((await me(harness.call, SAM)).unread as { id: number }[]).map((n) => n.id)).toEqual(before.map((n) => n.id));
  });

  it('keeps the menu list exact: a renamed application is listed under its new title on the next call', async () => {
    const title = async () =>
      ((await harness.call('GET', '/v1/Apps/MenuItems', SAM)).json as { link: string; title: string }[]).find(
        (m) => m.link === '/Maintenance',
      )?.title;
    const original = await title();
    expect(await title()).toBe(original);
    await harness.database.db.update(menuItems).set({ title: 'Plant Maintenance' }).where(eq(menuItems.menuId, MAINTENANCE_MENU_ID));
    expect(await title()).toBe('Plant Maintenance');
    await harness.database.db.update(menuItems).set({ title: original! }).where(eq(menuItems.menuId, MAINTENANCE_MENU_ID));
    expect(await title()).toBe(original);
  });

  // Only over HTTP (the in-process suite has no replay): defined there alone, so no run reports it skipped.
  if (http) {
    it('answered the repeated reads above again, from the kept answers (so they were checked too)', () => {
      expect(harness.replayed()).toBeGreaterThan(0);
    });
  }

  it('does not move a counter for a change that was rolled back', async () => {
    const access = await gen('access');
    await expect(
      harness.database.db.transaction(async (tx) => {
        await tx.insert(appGrants).values({ menuId: MAINTENANCE_MENU_ID, empId: 1002 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await gen('access')).toBe(access);
    expect((await me(harness.call, SAM)).access).toEqual(EVERY_EMPLOYEE);
  });
}

/**
 * Registers the suite under a describe block named for the database, twice: calling the API in the
 * process, and over HTTP as the server serves it, where reads are answered again while no counter
 * moves (src/lib/server/api/replay.ts): every change must still reach the very next call.
 */
export function describeCacheGenerations(name: string, serverUrl: string | undefined, skip = false): void {
  describe.skipIf(skip)(`exact API caches on ${name}`, () => defineCacheGenerationsSuite(serverUrl));
  describe.skipIf(skip)(`exact API caches on ${name}, over HTTP with answers replayed`, () => defineCacheGenerationsSuite(serverUrl, true));
}
