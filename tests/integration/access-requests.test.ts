import { and, eq, like } from 'drizzle-orm';
import { REQUEST_OPEN_MS } from '@/lib/server/api/access-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationText } from '@/lib/notify/text';
import { notifications } from '@/lib/server/db/schema/notifications';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const RIYA = 'mfrpatel@example.com';
const JORDAN = 'shjcarter@example.com';
const MARIA = 'slmnguyen@example.com';

/** Asking for access: who grants, and one bell notification per grantor, once per key, in one transaction. */
function defineAccessRequestSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const told = async () =>
    h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, JORDAN), like(notifications.description, 'Riya Patel (4001) asks for access to %')));

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('names the holders of Apps_Security as the grantors', async () => {
    const answer = await h.call('GET', '/v1/Security/Grantors', RIYA);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([{ empId: 1001, name: 'Jordan Carter' }]);
  });

  it('notifies each grantor with a link that opens the grant for the asker; a retry with its key notifies no one again', async () => {
    const key = crypto.randomUUID();
    const first = await h.call('POST', '/v1/Security/AccessRequests', RIYA, { app: 'Nitro' }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ notified: [{ empId: 1001, name: 'Jordan Carter' }], alreadyAsked: false });
    const again = await h.call('POST', '/v1/Security/AccessRequests', RIYA, { app: 'Nitro' }, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    const rows = await told();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.description).toBe('Riya Patel (4001) asks for access to Nitrogen Charge.');
    expect(notificationText(rows[0]!.message!, 'es')).toBe('Riya Patel (4001) pide acceso a Carga de nitrógeno.');
    expect(rows[0]?.action).toMatch(/^\/Admin\/Applications\/Security\/Apps\/newAppEmp\?menuId=\d+&empID=4001$/);
    expect(rows[0]?.unread).toBe(true);
  });

  it('asks for a right by its id, with the sub-application grant as the link', async () => {
    const answer = await h.call('POST', '/v1/Security/AccessRequests', RIYA, { app: 'Maintenance', subAppId: 'Maintenance_Manager' });
    expect(answer.status).toBe(201);
    const rows = await told();
    expect(rows.map((r) => r.action)).toContain('/Admin/Applications/Security/SubApps/newAppEmp?subAppId=Maintenance_Manager&empID=4001');
  });

  it('rings the grantor once for 30 identical requests at once (bell flooding); the others are told calmly it is already asked', async () => {
    const bell = () =>
      h.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.username, JORDAN), like(notifications.description, '% (2001) asks for access to Nitrogen Charge.')));
    const ask = () => h.call('POST', '/v1/Security/AccessRequests', MARIA, { app: 'Nitro' }, { 'idempotency-key': crypto.randomUUID() });
    const answers = await Promise.all(Array.from({ length: 30 }, ask));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const calm = answers.filter((a) => a.status === 200);
    expect(calm).toHaveLength(29);
    expect(calm.every((a) => a.json.alreadyAsked === true)).toBe(true);
    expect(calm[0]?.json.notified).toEqual([{ empId: 1001, name: 'Jordan Carter' }]);
    expect(await bell()).toHaveLength(1);
    // Still open once Jordan read it, for a day; after that, asking again rings him once more.
    await h.database.db
      .update(notifications)
      .set({ unread: false })
      .where(eq(notifications.id, (await bell())[0]!.id));
    expect((await ask()).status).toBe(200);
    const dayAgo = new Date(Date.now() - REQUEST_OPEN_MS - 60_000);
    await h.database.db
      .update(notifications)
      .set({ date: dayAgo })
      .where(eq(notifications.id, (await bell())[0]!.id));
    expect((await ask()).status).toBe(201);
    expect(await bell()).toHaveLength(2);
  });

  it('refuses an unknown application or right with a coded 404, and bad input with 400 naming the field; nothing is written', async () => {
    const before = (await told()).length;
    const unknown = await h.call('POST', '/v1/Security/AccessRequests', RIYA, { app: 'NoSuchApp' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('no-such-app');
    const right = await h.call('POST', '/v1/Security/AccessRequests', RIYA, { app: 'Nitro', subAppId: 'No_Such_Right' });
    expect(right.status).toBe(404);
    expect(right.json.error.code).toBe('no-such-right');
    const bad = await h.call('POST', '/v1/Security/AccessRequests', RIYA, { app: '../Admin' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toContainEqual(expect.objectContaining({ field: 'app' }));
    expect((await told()).length).toBe(before);
  });
}

describe('access requests (PGlite)', () => defineAccessRequestSuite(undefined));

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('access requests on PostgreSQL', () => defineAccessRequestSuite(postgresUrl));
