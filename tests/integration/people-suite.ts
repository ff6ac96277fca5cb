import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { employees } from '@/lib/server/db/schema/index';
import { createDevSmsGateway } from '@/lib/people/server/dev-sms-gateway';
import { deliverDueTexts, MAX_ATTEMPTS } from '@/lib/people/server/text-sender';
import type { SmsGatewayConfig } from '@/lib/people/server/sms-gateway';
import { devSmsInbox, textAlerts, textMessages } from '@/lib/people/server/textalert-tables';
import { PLANTS } from '@/lib/plants/plants';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { laborWorkers } from './helpers/labor-workers';

const JORDAN = 'shjcarter@example.com'; // every application, Employee_HR
const MARIA = 'slmnguyen@example.com'; // /Employee and /phonedir, not HR
const TOM = 'bgtwilson@example.com'; // /emplist, /Emergency, /TextAlert, labor approval at Bowling Green
const SAM = 'shnoaccess@example.com'; // no applications
const CONTRACT_KEYS = ['department', 'empID', 'extension', 'hireDate', 'name', 'plant', 'position', 'shift', 'supervisorEmpID'];
const CREDENTIALS = { accountSid: 'ACtest00000000000000000000000000', authToken: 'test-token' };

/** The people family's data and API on the real database: PGlite, or PostgreSQL when `serverUrl` is set. */
export function definePeopleSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  let gatewayServer: ServerType;
  let gateway: SmsGatewayConfig;
  /** How many more gateway calls answer 503 before the development gateway takes them. */
  let failNext = 0;
  const worker = laborWorkers(() => h, 9700, 'people');
  const punch = (as: string, kind: string) => h.call('POST', '/v1/Labor/Punches', as, { kind }, { 'idempotency-key': randomUUID() });

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    const dev = createDevSmsGateway(h.database.db, CREDENTIALS);
    // The SMS gateway as the internet gives it: the development gateway, down for as many calls as a test says.
    gatewayServer = serve({
      fetch: (request: Request) =>
        failNext-- > 0 ? new Response('{"message":"Service Unavailable"}', { status: 503 }) : dev.fetch(request),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => gatewayServer.once('listening', resolve));
    const { port } = gatewayServer.address() as AddressInfo;
    gateway = { url: `http://127.0.0.1:${port}/sms-gateway`, ...CREDENTIALS, from: '+17125550100' };
  });
  afterAll(async () => {
    await new Promise((resolve) => gatewayServer?.close(resolve));
    await h?.close();
  });

  it('seeds a believable plant: fifteen or more people each, in its departments, with supervisors', async () => {
    for (const plant of PLANTS) {
      const rows = (await h.call('GET', `/v1/Employees?plant=${plant.id}`, JORDAN)).json as Record<string, unknown>[];
      expect(rows.length, plant.id).toBeGreaterThanOrEqual(15);
      const departments = new Set(rows.map((r) => r['department']));
      for (const d of ['Welding', 'Machining', 'Paint', 'Assembly', 'Shipping', 'Maintenance', 'Quality', 'Office'])
        expect(departments).toContain(d);
      expect(rows.filter((r) => r['supervisorEmpID'] !== null).length).toBeGreaterThanOrEqual(rows.length - 1);
      expect(rows.every((r) => r['hireDate'] === null || Date.parse(`${r['hireDate'] as string}T00:00:00Z`) <= Date.now())).toBe(true);
    }
    const maria = (await h.call('GET', '/v1/Employees?q=Nguyen&plant=SPIRITLA', JORDAN)).json;
    expect(maria).toEqual([
      expect.objectContaining({ empID: 2001, name: 'Maria Nguyen', department: 'Welding', position: 'Welder', shift: 1 }),
    ]);
  });

  it('answers the list by its contract, filtered by plant, department (code or name) and words', async () => {
    const welding = await h.call('GET', '/v1/Employees?plant=BGOHIO&department=Welding', TOM);
    expect(welding.status).toBe(200);
    expect(welding.json.length).toBeGreaterThan(0);
    for (const row of welding.json) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(CONTRACT_KEYS));
      expect(row).toMatchObject({ plant: 'BGOHIO', department: 'Welding' });
    }
    expect((await h.call('GET', '/v1/Employees?plant=BGOHIO&department=wld', TOM)).json).toEqual(welding.json);
    const byExtension = (await h.call('GET', '/v1/Employees?q=3201', TOM)).json;
    expect(byExtension.map((r: { empID: number }) => r.empID)).toEqual([3001]);
    expect((await h.call('GET', '/v1/Employees?q=50%25', TOM)).json).toEqual([]);
    const bad = await h.call('GET', '/v1/Employees?plant=Nowhere', TOM);
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields[0].field).toBe('plant');
    expect((await h.call('GET', '/v1/Employees?plant=Nowhere', SAM)).status).toBe(403);
  });

  it('keeps private fields to HR and the person: hire date, mobile and birthday (never a year)', async () => {
    const asTom = (await h.call('GET', '/v1/Employees?plant=BGOHIO', TOM)).json as { empID: number; hireDate: string | null }[];
    expect(asTom.find((r) => r.empID === 3001)?.hireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asTom.filter((r) => r.empID !== 3001).every((r) => r.hireDate === null)).toBe(true);
    const asHr = (await h.call('GET', '/v1/Employees?plant=BGOHIO', JORDAN)).json as { hireDate: string | null }[];
    expect(asHr.every((r) => r.hireDate !== null)).toBe(true);

    const own = await h.call('GET', '/v1/Employees/2001', MARIA);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ empID: 2001, privateShown: true, textConsent: expect.any(Boolean) });
    expect(own.json.mobile).toMatch(/^\+1\d{10}$/);
    expect(Object.keys(own.json.birthday).sort()).toEqual(['day', 'month']);
    expect(own.json.skills.length).toBeGreaterThan(0);
    const other = await h.call('GET', '/v1/Employees/3001', MARIA);
    expect(other.status).toBe(200);
    expect(other.json).toMatchObject({ empID: 3001, privateShown: false, mobile: null, birthday: null, hireDate: null, textConsent: null });
    expect(JSON.stringify(other.json)).not.toContain('+1');
    expect((await h.call('GET', '/v1/Employees/1002', SAM)).json.privateShown).toBe(true);
    expect((await h.call('GET', '/v1/Employees/2001', SAM)).status).toBe(403);
    expect((await h.call('GET', '/v1/Employees/3001', JORDAN)).json.privateShown).toBe(true);
    expect((await h.call('GET', '/v1/Employees/99998', JORDAN)).status).toBe(404);
  });

  it('musters exactly the people the clocked-in list shows in or at lunch, at every moment', async () => {
    const [a, b] = [await worker('BGOHIO'), await worker('BGOHIO')];
    const agree = async () => {
      const [muster, clocked] = await Promise.all([
        h.call('GET', '/v1/Muster?plant=BGOHIO', TOM),
        h.call('GET', '/v1/Labor/ClockedIn?plant=BGOHIO', TOM),
      ]);
      expect(muster.status).toBe(200);
      const present = muster.json.present.map((p: { empID: number }) => p.empID).sort();
      const onClock = clocked.json
        .filter((r: { status: string }) => r.status !== 'out')
        .map((r: { empId: number }) => r.empId)
        .sort();
      expect(present).toEqual(onClock);
      return new Set<number>(present);
    };
    expect((await agree()).has(a.empId)).toBe(false);
    await punch(a.email, 'in');
    await punch(b.email, 'in');
    expect(await agree()).toEqual(expect.objectContaining({}));
    expect([...(await agree())]).toEqual(expect.arrayContaining([a.empId, b.empId]));
    await punch(b.email, 'lunch-out');
    expect((await agree()).has(b.empId)).toBe(true);
    await punch(a.email, 'out');
    const after = await agree();
    expect(after.has(a.empId)).toBe(false);
    expect(after.has(b.empId)).toBe(true);
    expect((await h.call('GET', '/v1/Muster?plant=BGOHIO', MARIA)).status).toBe(403);
  });

  it('sends a text alert once for one Idempotency-Key, through the gateway, and tells how it went', async () => {
    const key = randomUUID();
    const body = { plant: 'BGOHIO', department: 'Maintenance', message: `Compressor 2 down, maintenance to bay 4 (${key.slice(0, 6)})` };
    const first = await h.call('POST', '/v1/TextAlerts', TOM, body, { 'idempotency-key': key });
    expect(first.status).toBe(202);
    expect(first.json.recipients).toBeGreaterThan(0);
    const again = await h.call('POST', '/v1/TextAlerts', TOM, body, { 'idempotency-key': key });
    expect(again.status).toBe(202);
    expect(again.json).toEqual(first.json);
    const queued = await h.database.db.select({ n: count() }).from(textMessages).where(eq(textMessages.alertId, first.json.id));
    expect(queued[0]!.n).toBe(first.json.recipients);
    expect((await h.call('GET', `/v1/TextAlerts/${first.json.id}`, TOM)).json).toEqual({
      status: 'queued',
      recipients: first.json.recipients,
      sent: 0,
      failed: 0,
    });
    await deliverDueTexts(h.database.db, gateway);
    await deliverDueTexts(h.database.db, gateway);
    expect((await h.call('GET', `/v1/TextAlerts/${first.json.id}`, TOM)).json).toEqual({
      status: 'sent',
      recipients: first.json.recipients,
      sent: first.json.recipients,
      failed: 0,
    });
    const received = await h.database.db.select().from(devSmsInbox).where(eq(devSmsInbox.body, body.message));
    expect(received).toHaveLength(first.json.recipients);
    const shown = (await h.call('GET', '/v1/TextAlerts/DevGateway', JORDAN)).json;
    expect(shown.filter((m: { body: string }) => m.body === body.message)).toHaveLength(first.json.recipients);
    expect((await h.call('GET', '/v1/TextAlerts/DevGateway', TOM)).status).toBe(403);
  });

  it('retries a failing gateway with a back-off, and fails a text after its last try', async () => {
    const message = `Tornado warning: shelter in the locker rooms now (${randomUUID().slice(0, 6)})`;
    const sent = await h.call(
      'POST',
      '/v1/TextAlerts',
      TOM,
      { plant: 'BGOHIO', group: 'Maintenance', message },
      { 'idempotency-key': randomUUID() },
    );
    expect(sent.status).toBe(202);
    const id = sent.json.id as string;
    const messages = () => h.database.db.select().from(textMessages).where(eq(textMessages.alertId, id));
    let now = Date.now();
    failNext = 1000;
    await deliverDueTexts(h.database.db, gateway, new Date(now));
    expect((await messages()).every((m) => m.status === 'queued' && m.attempts === 1 && m.lastError?.startsWith('503'))).toBe(true);
    expect((await h.call('GET', `/v1/TextAlerts/${id}`, TOM)).json.status).toBe('sending');
    await deliverDueTexts(h.database.db, gateway, new Date(now + 1_000));
    expect((await messages()).every((m) => m.attempts === 1)).toBe(true); // not due before its back-off
    failNext = 0;
    now += 6_000;
    await deliverDueTexts(h.database.db, gateway, new Date(now));
    expect((await messages()).every((m) => m.status === 'sent' && m.attempts === 2 && m.gatewayId?.startsWith('SM'))).toBe(true);
    expect((await h.database.db.select().from(devSmsInbox).where(eq(devSmsInbox.body, message))).length).toBe(sent.json.recipients);

    const doomed = await h.call('POST', '/v1/TextAlerts', TOM, { plant: 'BGOHIO', group: 'Maintenance', message: `${message}!` });
    failNext = 1000;
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) await deliverDueTexts(h.database.db, gateway, new Date((now += 600_000)));
    failNext = 0;
    expect((await h.call('GET', `/v1/TextAlerts/${doomed.json.id}`, TOM)).json).toEqual({
      status: 'failed',
      recipients: doomed.json.recipients,
      sent: 0,
      failed: doomed.json.recipients,
    });
  });

  it('refuses bad alerts by field, nobody to text with 422, another plant with 403, and writes nothing', async () => {
    const before = (await h.database.db.select({ n: count() }).from(textAlerts))[0]!.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plant: 'BGOHIO', message: '  ' }, 'message', 'required'],
      [{ plant: 'BGOHIO', message: 'x'.repeat(400) }, 'message', 'too-long'],
      [{ plant: 'Nowhere', message: 'hi' }, 'plant', ''],
      [{ plant: 'BGOHIO', department: 'Bakery', message: 'hi' }, 'department', 'department-not-found'],
      [{ plant: 'BGOHIO', group: 'Choir', message: 'hi' }, 'group', 'group-not-found'],
    ];
    for (const [body, field, code] of cases) {
      const res = await h.call('POST', '/v1/TextAlerts', TOM, body);
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields[0].field).toBe(field);
      if (code) expect(res.json.error.fields[0].code).toBe(code);
    }
    const nobody = await h.call('POST', '/v1/TextAlerts', TOM, { plant: 'BGOHIO', group: 'Spirit Lake Shop Floor', message: 'hi' });
    expect(nobody.status).toBe(422);
    expect(nobody.json.error.code).toBe('no-recipients');
    const elsewhere = await h.call('POST', '/v1/TextAlerts', TOM, { plant: 'SPIRITLA', message: 'hi' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.error.code).toBe('other-plant');
    expect((await h.call('POST', '/v1/TextAlerts', MARIA, { plant: 'SPIRITLA', message: 'hi' })).status).toBe(403);
    expect((await h.database.db.select({ n: count() }).from(textAlerts))[0]!.n).toBe(before);
    const withoutConsent = await h.database.db.select().from(employees).where(eq(employees.plantId, 'BGOHIO'));
    expect(withoutConsent.some((e) => e.mobile !== null && e.textConsentAt === null)).toBe(true);
  });
}
