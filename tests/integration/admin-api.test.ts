import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '@/lib/server/db/schema/index';
import { auditLog, menuItems } from '@/lib/server/db/schema/access';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // Apps_Security
const MARIA = 'slmnguyen@example.com'; // ten applications, no Apps_Security
const SAM = 'shnoaccess@example.com'; // nothing
const STRANGER = 'nobody@example.com'; // a valid token for someone outside the directory

/** Every administration call, with a body where it takes one. */
const ADMIN_CALLS: [method: string, url: string, body?: unknown][] = [
  ['GET', '/v1/Admin/MenuItems'],
  ['GET', '/v1/Admin/MenuItems/49'],
  ['POST', '/v1/Admin/MenuItems', { menuId: 900, link: '/Nope', title: 'Nope', icon: 'mdi-wrench' }],
  ['PUT', '/v1/Admin/MenuItems/49', { menuId: 49, link: '/Labels', title: 'Hacked', icon: 'mdi-label' }],
  ['GET', '/v1/Admin/MenuItems/49/SubApps'],
  ['GET', '/v1/Admin/SubApps/Apps_Security'],
  ['POST', '/v1/Admin/SubApps', { subAppId: 'Nope_Right', menuId: 49, title: 'Nope' }],
  ['GET', '/v1/Admin/AuditLog'],
  ['GET', '/v1/Admin/Employees?q=a'],
  ['GET', '/v1/Admin/Employees/2001/Access'],
  ['GET', '/v1/Admin/Groups'],
  ['POST', '/v1/Admin/Groups', { name: 'Sneaky' }],
  ['GET', '/v1/Admin/Groups/1'],
  ['PATCH', '/v1/Admin/Groups/1', { name: 'Renamed' }],
  ['GET', '/v1/Admin/Groups/1/Members'],
  ['POST', '/v1/Admin/Groups/1/Members', { empID: 1002 }],
  ['DELETE', '/v1/Admin/Groups/1/Members/2001'],
  ['GET', '/v1/Admin/Apps/120/Security'],
  ['GET', '/v1/Admin/Apps/120/Employees'],
  ['POST', '/v1/Admin/Apps/120/Employees', { empID: 2001 }],
  ['DELETE', '/v1/Admin/Apps/120/Employees/1001'],
  ['GET', '/v1/Admin/Apps/120/Groups'],
  ['POST', '/v1/Admin/Apps/120/Groups', { groupId: 1 }],
  ['DELETE', '/v1/Admin/Apps/54/Groups/4'],
  ['GET', '/v1/Admin/SubApps/Apps_Security/Security'],
  ['GET', '/v1/Admin/SubApps/Apps_Security/Employees'],
  ['POST', '/v1/Admin/SubApps/Apps_Security/Employees', { empID: 2001 }],
  ['DELETE', '/v1/Admin/SubApps/Apps_Security/Employees/1001'],
  ['GET', '/v1/Admin/SubApps/Apps_Security/Groups'],
  ['POST', '/v1/Admin/SubApps/Apps_Security/Groups', { groupId: 1 }],
  ['DELETE', '/v1/Admin/SubApps/LaborMod_Approval/Groups/2'],
];

/** The administration API suite against PGlite, or PostgreSQL when `serverUrl` is set. */
function defineAdminSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const call = (method: string, url: string, as: string, body?: unknown) => h.call(method, url, as, body);
  const auditCount = async () => (await h.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  const latestAudit = async () => (await call('GET', '/v1/Admin/AuditLog?pageSize=1', JORDAN)).json.items[0];
  const accessOf = async (empId: number) => (await call('GET', `/v1/Security/AppAccessByEmployee?empID=${empId}`, JORDAN)).json;
  const menuIdOf = async (link: string) => {
    const { json } = await call('GET', `/v1/Admin/MenuItems?q=${encodeURIComponent(link)}&pageSize=200`, JORDAN);
    return (json.items as { menuId: number; link: string }[]).find((item) => item.link === link)!.menuId;
  };
  /** What every employee holds without a grant of their own: the suggestion box, through the group of every employee. */
  const everyone = async () => ({ SuggestionBox: { MenuID: await menuIdOf('/SuggestionBox'), SubApps: null } });

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 403 to every administration call without Apps_Security, and changes nothing', async () => {
    const before = await h.database.db.select().from(menuItems).orderBy(menuItems.menuId);
    const audits = await auditCount();
    for (const as of [MARIA, SAM, STRANGER]) {
      for (const [method, url, body] of ADMIN_CALLS) {
        const res = await call(method, url, as, body);
        expect(res.status, `${as} ${method} ${url}`).toBe(403);
        expect(res.json.error).toEqual({ name: 'NotAllowedError', code: 'not-allowed', message: expect.stringContaining('Apps_Security') });
      }
    }
    expect(await h.database.db.select().from(menuItems).orderBy(menuItems.menuId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await accessOf(2001)).not.toHaveProperty('Admin');
  });

  describe('menu items', () => {
    it('lists them filtered, sorted and paged on the server', async () => {
      const first = await call('GET', '/v1/Admin/MenuItems?pageSize=10', JORDAN);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ page: 1, pageSize: 10, total: expect.any(Number), nextMenuId: first.json.total + 1 });
      expect(first.json.items.map((i: { menuId: number }) => i.menuId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const byTitle = (await call('GET', '/v1/Admin/MenuItems?sort=title&dir=desc&pageSize=200', JORDAN)).json.items as { title: string }[];
      const titles = byTitle.map((i) => i.title);
      expect(titles).toEqual(
        [...titles].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })).length === titles.length ? titles : [],
      );
      expect(titles[0]! >= titles.at(-1)!).toBe(true);
      const labels = (await call('GET', '/v1/Admin/MenuItems?q=label', JORDAN)).json;
      expect(labels.items.map((i: { link: string }) => i.link)).toEqual(expect.arrayContaining(['/Labels', '/mfLabels']));
      expect(labels.total).toBe(labels.items.length);
      const page2 = (await call('GET', '/v1/Admin/MenuItems?page=2&pageSize=10', JORDAN)).json;
      expect(page2.items[0].menuId).toBe(11);
      for (const query of ['sort=icon', 'dir=up', 'page=0', 'pageSize=500', 'pageSize=x']) {
        const res = await call('GET', `/v1/Admin/MenuItems?${query}`, JORDAN);
        expect(res.status, query).toBe(400);
        expect(res.json.error.name).toBe('InputError');
      }
    });

    it('creates one with its audit row; bad input is a 400 with a clear message and writes nothing', async () => {
      const audits = await auditCount();
      const bad: [unknown, RegExp][] = [
        [{ menuId: 500, link: '/Training', title: '  ', icon: 'mdi-school' }, /^title: must not be empty$/],
        [
          { menuId: 500, link: 'Training', title: 'Training', icon: 'mdi-school' },
          /^link: must be a path inside the portal such as \/Maintenance/,
        ],
        [{ menuId: 500, link: 'https://evil.test/x', title: 'Training', icon: 'mdi-school' }, /^link: must be a path/],
        [
          { menuId: 500, link: '/Training', title: 'Training', icon: 'school' },
          /^icon: must be a Material Design icon name such as mdi-wrench$/,
        ],
        [
          { menuId: 500, link: '/Training', title: 'Training', icon: 'mdi-no-such-icon-at-all' },
          /^icon: is not a known Material Design icon/,
        ],
        [{ menuId: 0, link: '/Training', title: 'Training', icon: 'mdi-school' }, /^menuId: must be 1 or more$/],
        [{ menuId: 'x', link: '/Training', title: 'Training', icon: 'mdi-school' }, /^menuId: must be a whole number/],
        [{ link: '/Training', title: 'Training', icon: 'mdi-school' }, /^menuId:/],
        ['{not json', /JSON|json/],
      ];
      for (const [body, message] of bad) {
        const res = await call('POST', '/v1/Admin/MenuItems', JORDAN, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error.message, JSON.stringify(body)).toMatch(message);
      }
      expect(await auditCount()).toBe(audits);
      expect(
        (
          await h.database.db
            .select()
            .from(menuItems)
            .where(sql`${menuItems.menuId} = 500`)
        ).length,
      ).toBe(0);

      const created = await call('POST', '/v1/Admin/MenuItems', JORDAN, {
        menuId: 500,
        link: ' /Training ',
        title: ' Training ',
        icon: 'mdi-school',
      });
      expect(created).toEqual({ status: 201, json: { menuId: 500, link: '/Training', title: 'Training', icon: 'mdi-school' } });
      expect(await latestAudit()).toMatchObject({
        actorEmpId: 1001,
        action: 'create',
        entity: 'menu_item',
        entityId: '500',
        before: null,
        after: { menuId: 500, link: '/Training' },
      });
      const menu = (await call('GET', '/v1/Apps/MenuItems', SAM)).json as { link: string }[];
      expect(menu.map((m) => m.link)).toContain('/Training');
    });

    it('refuses a used menu id or link with 409 naming its holder', async () => {
      const labels = await menuIdOf('/Labels');
      const audits = await auditCount();
      const dupId = await call('POST', '/v1/Admin/MenuItems', JORDAN, {
        menuId: labels,
        link: '/Other',
        title: 'Other',
        icon: 'mdi-label',
      });
      expect(dupId.status).toBe(409);
      const usedId = `Menu ID ${labels} is already used by Labels.`;
      const usedIdValues = { menuId: labels, title: 'Labels' };
      expect(dupId.json.error).toEqual({
        name: 'ConflictError',
        code: 'menu-id-used',
        message: usedId,
        values: usedIdValues,
        fields: [{ field: 'menuId', code: 'menu-id-used', message: usedId, values: usedIdValues }],
      });
      const dupLink = await call('POST', '/v1/Admin/MenuItems', JORDAN, {
        menuId: 501,
        link: '/Labels',
        title: 'Other',
        icon: 'mdi-label',
      });
      expect(dupLink.status).toBe(409);
      expect(dupLink.json.error.message).toBe(`The link /Labels is already used by Labels (menu ID ${labels}).`);
      expect(dupLink.json.error).toMatchObject({
        code: 'link-used',
        values: { link: '/Labels', title: 'Labels', menuId: labels },
        fields: [{ field: 'link', code: 'link-used' }],
      });
      const update = await call('PUT', '/v1/Admin/MenuItems/500', JORDAN, {
        menuId: labels,
        link: '/Training',
        title: 'Training',
        icon: 'mdi-school',
      });
      expect(update.status).toBe(409);
      expect(await auditCount()).toBe(audits);
    });

    it('updates one with before and after in the audit log, renumbers it with its grants, 404 for none', async () => {
      const updated = await call('PUT', '/v1/Admin/MenuItems/500', JORDAN, {
        menuId: 500,
        link: '/Training',
        title: 'Training Records',
        icon: 'mdi-school-outline',
      });
      expect(updated.json).toEqual({ menuId: 500, link: '/Training', title: 'Training Records', icon: 'mdi-school-outline' });
      expect(await latestAudit()).toMatchObject({
        action: 'update',
        entity: 'menu_item',
        entityId: '500',
        before: { title: 'Training' },
        after: { title: 'Training Records' },
      });
      expect((await call('POST', '/v1/Admin/Apps/500/Employees', JORDAN, { empID: 1002 })).status).toBe(201);
      const moved = await call('PUT', '/v1/Admin/MenuItems/500', JORDAN, {
        menuId: 501,
        link: '/Training',
        title: 'Training Records',
        icon: 'mdi-school-outline',
      });
      expect(moved.status).toBe(200);
      expect(await accessOf(1002)).toEqual({ ...(await everyone()), Training: { MenuID: 501, SubApps: null } });
      expect((await call('GET', '/v1/Admin/MenuItems/500', JORDAN)).status).toBe(404);
      expect(
        (await call('PUT', '/v1/Admin/MenuItems/9999', JORDAN, { menuId: 9999, link: '/Ghost', title: 'Ghost', icon: 'mdi-ghost' })).status,
      ).toBe(404);
      expect((await call('DELETE', '/v1/Admin/Apps/501/Employees/1002', JORDAN)).status).toBe(200);
      expect(await accessOf(1002)).toEqual(await everyone());
    });
  });

  describe('sub-applications', () => {
    it('lists them per application and creates one with its audit row; duplicates are 409, unknown applications 400', async () => {
      const labels = await menuIdOf('/Labels');
      expect((await call('GET', `/v1/Admin/MenuItems/${labels}/SubApps`, JORDAN)).json).toEqual([]);
      const maintenance = (await call('GET', `/v1/Admin/MenuItems/${await menuIdOf('/Maintenance')}/SubApps`, JORDAN)).json as {
        subAppId: string;
      }[];
      expect(maintenance.map((s) => s.subAppId)).toEqual(['Maintenance_Manager', 'Maintenance_Tech']);
      const created = await call('POST', '/v1/Admin/SubApps', JORDAN, { subAppId: 'Labels_Print', menuId: labels, title: 'Print labels' });
      expect(created).toEqual({ status: 201, json: { subAppId: 'Labels_Print', menuId: labels, title: 'Print labels' } });
      expect(await latestAudit()).toMatchObject({ action: 'create', entity: 'sub_app', entityId: 'Labels_Print' });
      const audits = await auditCount();
      const dup = await call('POST', '/v1/Admin/SubApps', JORDAN, { subAppId: 'labels_print', menuId: labels, title: 'Again' });
      expect(dup.status).toBe(409);
      expect(dup.json.error.message).toBe('The sub-application ID Labels_Print is already used (Print labels).');
      expect((await call('POST', '/v1/Admin/SubApps', JORDAN, { subAppId: 'X_Y', menuId: 9999, title: 'X' })).json.error.message).toBe(
        'menuId: there is no menu item with menu ID 9999.',
      );
      expect((await call('POST', '/v1/Admin/SubApps', JORDAN, { subAppId: '9 bad', menuId: labels, title: 'X' })).status).toBe(400);
      expect((await call('POST', '/v1/Admin/SubApps', JORDAN, { subAppId: 'Ok_Id', menuId: labels, title: '' })).json.error.message).toBe(
        'title: must not be empty',
      );
      expect(await auditCount()).toBe(audits);
      expect((await call('GET', '/v1/Admin/MenuItems/9999/SubApps', JORDAN)).status).toBe(404);
    });
  });

  describe('employees', () => {
    it('searches by name, e-mail or employee id, filters by plant, sorts and pages', async () => {
      const nguyen = (await call('GET', '/v1/Admin/Employees?q=nguy', JORDAN)).json;
      expect(nguyen).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 50,
        items: [
          { empId: 2001, firstName: 'Maria', lastName: 'Nguyen', plantId: 'SPIRITLA', plantName: 'Spirit Lake', companyEmail: MARIA },
        ],
      });
      expect((await call('GET', '/v1/Admin/Employees?q=Maria%20Ng', JORDAN)).json.total).toBe(1);
      expect((await call('GET', '/v1/Admin/Employees?q=200', JORDAN)).json.items.map((e: { empId: number }) => e.empId)).toEqual(
        expect.arrayContaining([2001, 2002, 2003, 2004]),
      );
      const spiritLake = (await call('GET', '/v1/Admin/Employees?plant=SPIRITLA&sort=empId&dir=desc', JORDAN)).json;
      const spiritLakeIds = spiritLake.items.map((e: { empId: number }) => e.empId);
      expect(spiritLakeIds).toEqual([...spiritLakeIds].sort((a, b) => b - a));
      expect(spiritLakeIds.slice(-4)).toEqual([2004, 2003, 2002, 2001]);
      expect((await call('GET', '/v1/Admin/Employees?plant=none', JORDAN)).json.items.map((e: { empId: number }) => e.empId)).toEqual([
        4001,
      ]);
      const paged = (await call('GET', '/v1/Admin/Employees?sort=lastName&pageSize=5&page=2', JORDAN)).json;
      const all = (await call('GET', '/v1/Admin/Employees?sort=lastName&pageSize=200', JORDAN)).json;
      expect(paged.items).toEqual(all.items.slice(5, 10));
      const names = (all.items as { lastName: string }[]).map((e) => e.lastName);
      expect(names).toEqual([...names].sort());
      expect((await call('GET', '/v1/Admin/Employees?q=50%25', JORDAN)).json.total).toBe(0);
      expect((await call('GET', '/v1/Admin/Employees?sort=password', JORDAN)).status).toBe(400);
    });

    it("shows an employee's effective access with its sources: own grants and which groups", async () => {
      const { status, json } = await call('GET', '/v1/Admin/Employees/2001/Access', JORDAN);
      expect(status).toBe(200);
      expect(json.employee).toMatchObject({ empId: 2001, lastName: 'Nguyen' });
      expect(json.groups).toEqual([{ groupId: expect.any(Number), name: 'Spirit Lake Shop Floor', memberCount: 4 }]);
      const byLink = new Map((json.apps as { link: string; sources: unknown[] }[]).map((a) => [a.link, a.sources]));
      expect(byLink.get('/Maintenance')).toEqual([{ type: 'direct' }]);
      expect(byLink.get('/Labels')).toEqual([{ type: 'group', groupId: json.groups[0].groupId, name: 'Spirit Lake Shop Floor' }]);
      expect(byLink.get('/SuggestionBox')).toEqual([{ type: 'group', groupId: expect.any(Number), name: 'Every employee' }]);
      expect(Object.keys(json.access)).toHaveLength(byLink.size);
      const tom = (await call('GET', '/v1/Admin/Employees/3001/Access', JORDAN)).json;
      const labor = (tom.apps as { link: string; sources: { type: string }[] }[]).find((a) => a.link === '/LaborMod');
      expect(labor?.sources).toEqual([{ type: 'group', groupId: expect.any(Number), name: 'Sheldon Supervisors' }]);
      expect(
        (tom.subApps as { subAppId: string; sources: { type: string }[] }[]).find((s) => s.subAppId === 'Maintenance_Manager')?.sources,
      ).toEqual([{ type: 'direct' }]);
      expect((await call('GET', '/v1/Admin/Employees/99999/Access', JORDAN)).status).toBe(404);
    });
  });

  describe('user groups', () => {
    let groupId: number;

    it('creates and renames a group with audit rows; a used name (any case) or an empty one is refused', async () => {
      const created = await call('POST', '/v1/Admin/Groups', JORDAN, { name: '  Paint Line  ' });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ name: 'Paint Line', memberCount: 0 });
      groupId = created.json.groupId;
      expect(await latestAudit()).toMatchObject({ action: 'create', entity: 'user_group', entityId: String(groupId) });
      const audits = await auditCount();
      const dup = await call('POST', '/v1/Admin/Groups', JORDAN, { name: 'paint line' });
      const nameUsed = 'A user group named Paint Line already exists.';
      expect(dup.json.error).toEqual({
        name: 'ConflictError',
        code: 'group-name-used',
        message: nameUsed,
        values: { name: 'Paint Line' },
        fields: [{ field: 'name', code: 'group-name-used', message: nameUsed, values: { name: 'Paint Line' } }],
      });
      expect((await call('POST', '/v1/Admin/Groups', JORDAN, { name: '' })).json.error.message).toBe('name: must not be empty');
      expect((await call('PATCH', `/v1/Admin/Groups/${groupId}`, JORDAN, { name: 'Quality' })).status).toBe(409);
      expect(await auditCount()).toBe(audits);
      const renamed = await call('PATCH', `/v1/Admin/Groups/${groupId}`, JORDAN, { name: 'Paint Line Crew' });
      expect(renamed.json).toMatchObject({ groupId, name: 'Paint Line Crew' });
      expect(await latestAudit()).toMatchObject({ action: 'update', before: { name: 'Paint Line' }, after: { name: 'Paint Line Crew' } });
      const list = (await call('GET', '/v1/Admin/Groups?q=paint', JORDAN)).json;
      expect(list).toMatchObject({ total: 1, items: [{ groupId, name: 'Paint Line Crew' }] });
      expect((await call('PATCH', '/v1/Admin/Groups/9999', JORDAN, { name: 'X' })).status).toBe(404);
    });

    it("adds and removes members; the group's grants reach a member at once and leave with them", async () => {
      const labels = await menuIdOf('/Labels');
      expect((await call('POST', `/v1/Admin/Apps/${labels}/Groups`, JORDAN, { groupId })).status).toBe(201);
      expect(await accessOf(1002)).toEqual(await everyone());
      const added = await call('POST', `/v1/Admin/Groups/${groupId}/Members`, JORDAN, { empID: 1002 });
      expect(added.status).toBe(201);
      expect(await latestAudit()).toMatchObject({
        action: 'create',
        entity: 'group_member',
        entityId: String(groupId),
        after: { empId: 1002 },
      });
      expect(await accessOf(1002)).toEqual({ ...(await everyone()), Labels: { MenuID: labels, SubApps: null } });
      const audits = await auditCount();
      expect((await call('POST', `/v1/Admin/Groups/${groupId}/Members`, JORDAN, { empID: 1002 })).json.error.message).toBe(
        'Sam Lee (1002) is already a member of Paint Line Crew.',
      );
      expect((await call('POST', `/v1/Admin/Groups/${groupId}/Members`, JORDAN, { empID: 99999 })).status).toBe(400);
      expect((await call('POST', `/v1/Admin/Groups/${groupId}/Members`, JORDAN, { empID: 'abc' })).status).toBe(400);
      expect((await call('POST', '/v1/Admin/Groups/9999/Members', JORDAN, { empID: 1002 })).status).toBe(404);
      expect(await auditCount()).toBe(audits);
      expect((await call('GET', `/v1/Admin/Groups/${groupId}/Members`, JORDAN)).json.map((e: { empId: number }) => e.empId)).toEqual([
        1002,
      ]);
      const security = (await call('GET', `/v1/Admin/Apps/${labels}/Security?pageSize=200`, JORDAN)).json;
      expect(security.items.find((e: { empId: number }) => e.empId === 1002)?.sources).toEqual([
        { type: 'group', groupId, name: 'Paint Line Crew' },
      ]);
      expect((await call('DELETE', `/v1/Admin/Groups/${groupId}/Members/1002`, JORDAN)).status).toBe(200);
      expect(await latestAudit()).toMatchObject({ action: 'delete', entity: 'group_member', before: { empId: 1002 }, after: null });
      expect(await accessOf(1002)).toEqual(await everyone());
      expect((await call('DELETE', `/v1/Admin/Groups/${groupId}/Members/1002`, JORDAN)).status).toBe(404);
      expect((await call('DELETE', `/v1/Admin/Apps/${labels}/Groups/${groupId}`, JORDAN)).status).toBe(200);
    });
  });

  describe('grants', () => {
    it('grants and revokes an application to an employee, audited; twice is 409, none to revoke 404', async () => {
      const glossary = await menuIdOf('/Glossary');
      expect(await accessOf(2001)).not.toHaveProperty('Glossary');
      expect((await call('POST', `/v1/Admin/Apps/${glossary}/Employees`, JORDAN, { empID: 2001 })).status).toBe(201);
      expect(await latestAudit()).toMatchObject({
        actorEmpId: 1001,
        action: 'grant',
        entity: 'app_grant',
        entityId: String(glossary),
        before: null,
        after: { kind: 'employee', empId: 2001, menuId: glossary },
      });
      expect((await accessOf(2001)).Glossary).toEqual({ MenuID: glossary, SubApps: null });
      expect((await call('GET', `/v1/Admin/Apps/${glossary}/Employees`, JORDAN)).json.map((e: { empId: number }) => e.empId)).toEqual([
        1001, 2001,
      ]);
      const audits = await auditCount();
      const twice = await call('POST', `/v1/Admin/Apps/${glossary}/Employees`, JORDAN, { empID: 2001 });
      const granted = 'Maria Nguyen (2001) already has Glossary.';
      const grantedValues = { who: 'Maria Nguyen (2001)', what: 'Glossary' };
      expect(twice.json.error).toEqual({
        name: 'ConflictError',
        code: 'already-granted',
        message: granted,
        values: grantedValues,
        fields: [{ field: 'empID', code: 'already-granted', message: granted, values: grantedValues }],
      });
      expect((await call('POST', `/v1/Admin/Apps/${glossary}/Employees`, JORDAN, { empID: 99999 })).status).toBe(400);
      expect((await call('POST', '/v1/Admin/Apps/9999/Employees', JORDAN, { empID: 2001 })).status).toBe(404);
      expect((await call('POST', '/v1/Admin/Apps/abc/Employees', JORDAN, { empID: 2001 })).status).toBe(400);
      expect(await auditCount()).toBe(audits);
      expect((await call('DELETE', `/v1/Admin/Apps/${glossary}/Employees/2001`, JORDAN)).status).toBe(200);
      expect(await latestAudit()).toMatchObject({ action: 'revoke', entity: 'app_grant', before: { empId: 2001 }, after: null });
      expect(await accessOf(2001)).not.toHaveProperty('Glossary');
      expect((await call('DELETE', `/v1/Admin/Apps/${glossary}/Employees/2001`, JORDAN)).json.error.message).toBe(
        'Maria Nguyen (2001) has no grant of Glossary to revoke.',
      );
    });

    it('grants and revokes a sub-application to an employee and to a group', async () => {
      expect((await call('POST', '/v1/Admin/SubApps/Maintenance_Manager/Employees', JORDAN, { empID: 2001 })).status).toBe(201);
      expect((await accessOf(2001)).Maintenance).toEqual({ MenuID: expect.any(Number), SubApps: { Maintenance_Manager: true } });
      expect(await latestAudit()).toMatchObject({ action: 'grant', entity: 'sub_app_grant', entityId: 'Maintenance_Manager' });
      expect((await call('DELETE', '/v1/Admin/SubApps/Maintenance_Manager/Employees/2001', JORDAN)).status).toBe(200);
      expect((await accessOf(2001)).Maintenance.SubApps).toBeNull();
      const groups = (await call('GET', '/v1/Admin/Groups?q=Spirit', JORDAN)).json.items as { groupId: number }[];
      const shopFloor = groups[0]!.groupId;
      expect((await call('POST', '/v1/Admin/SubApps/IssueMaterial_OverIssue/Groups', JORDAN, { groupId: shopFloor })).status).toBe(201);
      expect((await accessOf(2003)).issueMaterial.SubApps).toEqual({ IssueMaterial_OverIssue: true });
      const details = (await call('GET', '/v1/Admin/SubApps/IssueMaterial_OverIssue/Security', JORDAN)).json;
      expect(details.title).toBe('IssueMaterial_OverIssue');
      expect(details.items.find((e: { empId: number }) => e.empId === 2003)?.sources).toEqual([
        { type: 'group', groupId: shopFloor, name: 'Spirit Lake Shop Floor' },
      ]);
      expect(
        (await call('GET', '/v1/Admin/SubApps/IssueMaterial_OverIssue/Groups', JORDAN)).json.map((g: { name: string }) => g.name),
      ).toEqual(['Sheldon Supervisors', 'Spirit Lake Shop Floor']);
      expect((await call('POST', '/v1/Admin/SubApps/IssueMaterial_OverIssue/Groups', JORDAN, { groupId: 9999 })).status).toBe(400);
      expect((await call('DELETE', `/v1/Admin/SubApps/IssueMaterial_OverIssue/Groups/${shopFloor}`, JORDAN)).status).toBe(200);
      expect((await accessOf(2003)).issueMaterial.SubApps).toBeNull();
      expect((await call('GET', '/v1/Admin/SubApps/No_Such/Security', JORDAN)).status).toBe(404);
    });

    it('shows who holds an application, directly and through which groups', async () => {
      const maintenance = await menuIdOf('/Maintenance');
      const details = (await call('GET', `/v1/Admin/Apps/${maintenance}/Security?pageSize=200`, JORDAN)).json;
      expect(details.title).toBe('Maintenance');
      const sources = new Map((details.items as { empId: number; sources: unknown[] }[]).map((e) => [e.empId, e.sources]));
      expect(sources.get(2001)).toEqual([{ type: 'direct' }]);
      expect(sources.get(3003)).toEqual([{ type: 'group', groupId: expect.any(Number), name: 'Maintenance' }]);
      expect(sources.get(1003)).toEqual([{ type: 'group', groupId: expect.any(Number), name: 'Maintenance' }]);
      expect(details.total).toBe(sources.size);
      const page = (await call('GET', `/v1/Admin/Apps/${maintenance}/Security?pageSize=2&page=2`, JORDAN)).json;
      expect(page.items).toEqual(details.items.slice(2, 4));
    });

    it('takes Apps_Security away at once: the next call of the former administrator is a 403', async () => {
      expect((await call('POST', '/v1/Admin/SubApps/Apps_Security/Employees', JORDAN, { empID: 3001 })).status).toBe(201);
      expect((await call('GET', '/v1/Admin/Groups', 'bgtwilson@example.com')).status).toBe(200);
      expect((await call('DELETE', '/v1/Admin/SubApps/Apps_Security/Employees/3001', JORDAN)).status).toBe(200);
      expect((await call('GET', '/v1/Admin/Groups', 'bgtwilson@example.com')).status).toBe(403);
    });
  });

  describe('audit log', () => {
    it('lists changes newest first, paged, filtered by entity kinds and id', async () => {
      const all = (await call('GET', '/v1/Admin/AuditLog?pageSize=200', JORDAN)).json;
      expect(all.total).toBe(all.items.length);
      const times = (all.items as { at: string }[]).map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const grants = (await call('GET', '/v1/Admin/AuditLog?entity=app_grant,sub_app_grant&pageSize=200', JORDAN)).json;
      expect(grants.items.length).toBeGreaterThan(4);
      expect(grants.items.every((e: { entity: string }) => ['app_grant', 'sub_app_grant'].includes(e.entity))).toBe(true);
      const one = (await call('GET', '/v1/Admin/AuditLog?entity=sub_app&entityId=Labels_Print', JORDAN)).json;
      expect(one.items).toHaveLength(1);
      const page2 = (await call('GET', '/v1/Admin/AuditLog?pageSize=3&page=2', JORDAN)).json;
      expect(page2.items).toEqual(all.items.slice(3, 6));
      const bad = await call('GET', '/v1/Admin/AuditLog?entity=passwords', JORDAN);
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toMatch(/entity: unknown passwords/);
    });
  });

  it('answers a search page quickly with 5,000 employees', async () => {
    const plantIds = ['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD', null];
    const last = ['Anderson', 'Baker', 'Castillo', 'Dubois', 'Eriksen', 'Fontaine', 'Garcia', 'Hughes', 'Ivanova', 'Jensen'];
    const first = ['Alex', 'Bea', 'Chris', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'];
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      empId: 100_000 + i,
      firstName: first[i % 10]!,
      lastName: `${last[Math.floor(i / 10) % 10]!}${i}`,
      plantId: plantIds[i % 5]!,
      companyEmail: `load${i}@example.com`,
    }));
    await h.database.db.insert(employees).values(rows);
    await h.database.db.execute(sql`analyze employees`);
    const timings: Record<string, number> = {};
    const timed = async (label: string, url: string) => {
      const started = performance.now();
      const res = await call('GET', url, JORDAN);
      timings[label] = Math.round(performance.now() - started);
      expect(res.status, label).toBe(200);
      return res.json;
    };
    await timed('warm-up', '/v1/Admin/Employees');
    const firstPage = await timed('first page by last name', '/v1/Admin/Employees?sort=lastName&pageSize=50');
    expect(firstPage.total).toBeGreaterThan(5000);
    expect(firstPage.items).toHaveLength(50);
    const search = await timed(
      'search "garcia" at Spirit Lake, page 3',
      '/v1/Admin/Employees?q=garcia&plant=SPIRITLA&sort=empId&dir=desc&page=3&pageSize=50',
    );
    expect(search.total).toBe(100);
    expect(
      search.items.every((e: { lastName: string; plantId: string }) => e.lastName.startsWith('Garcia') && e.plantId === 'SPIRITLA'),
    ).toBe(true);
    await timed('employee id prefix "1049"', '/v1/Admin/Employees?q=1049');
    await timed('last page', '/v1/Admin/Employees?sort=plant&page=101&pageSize=50');
    console.log(`admin-api (${serverUrl ? 'PostgreSQL' : 'PGlite'}): 5,000 employees, search timings in ms`, timings);
  });
}

describe('administration API on PGlite', () => {
  defineAdminSuite(undefined);
});

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('administration API on PostgreSQL', () => {
  defineAdminSuite(postgresUrl);
});
