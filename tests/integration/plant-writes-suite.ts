import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appGrants, auditLog, menuItems, subAppGrants } from '@/lib/server/db/schema/access';
import { employees } from '@/lib/server/db/schema/index';
import { laborAbsences, laborEmployees } from '@/lib/labor/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com';
const MARIA = 2001;
/** A Bowling Green supervisor holding every labor and boards application and right, who works at Bowling Green only. */
const PROBE = { empId: 9801, email: 'probe9801@example.com' };
const APPS = ['/LaborMod', '/daybyhour', '/InfoBoard', '/startupblog', '/absencecalendar', '/AbsentForm'];
const SUB_APPS = ['LaborMod_Approval', 'startupblog_Author'];

/** An attack: a write for Spirit Lake's data, sent by the Bowling Green supervisor. */
type Attack = { method: string; path: string; body?: unknown };

/**
 * Writes of labor and boards that do not write another plant's data by the caller's say, and why. Every
 * other write route of /v1/Labor and /v1/Boards must be in the attacks below: a new one fails this suite
 * until it is refused at another plant.
 */
const NOT_PLANT_WRITES: Record<string, string> = {
  'POST /v1/Labor/Punches': "one's own punch, at one's own plant",
  'POST /v1/Labor/CallOffs': "one's own call off, at one's own plant",
  'POST /v1/Labor/AbsenceNotices': "one's own notice, at one's own plant",
  'POST /v1/Labor/Kiosk/Employees': "a kiosk device, for its own plant's employees only",
  'POST /v1/Labor/Kiosk/Punches': "a kiosk device, for its own plant's employees only",
  'POST /v1/Labor/CalendarViews': "a supervisor's saved filter: no plant's data (what it shows is read by the private-read rule)",
  'PUT /v1/Labor/CalendarViews/{id}/Security': "a saved filter's owner only",
  'DELETE /v1/Labor/CalendarViews/{id}': "a saved filter's owner only",
  'POST /v1/Labor/Badges': 'administrators only, who work at every plant',
  'POST /v1/Labor/Badges/{badge}/Revoke': 'administrators only, who work at every plant',
};

/** Every write of labor and boards at another plant is refused (403 other-plant) and writes nothing; private labor data is read at one's own plants. */
export function definePlantWritesSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const attacks: Record<string, Attack> = {};

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    const db = h.database.db;
    await db
      .insert(employees)
      .values({ empId: PROBE.empId, firstName: 'Probe', lastName: 'Supervisor', plantId: 'BGOHIO', companyEmail: PROBE.email });
    const menus = await db.select().from(menuItems);
    for (const link of APPS) await db.insert(appGrants).values({ menuId: menus.find((m) => m.link === link)!.menuId, empId: PROBE.empId });
    for (const subAppId of SUB_APPS) await db.insert(subAppGrants).values({ subAppId, empId: PROBE.empId });
    const [absence] = await db
      .select({ id: laborAbsences.id })
      .from(laborAbsences)
      .where(and(eq(laborAbsences.plantId, 'SPIRITLA'), ne(laborAbsences.kind, 'tardy')));
    const board = (await h.call('GET', '/v1/Boards/DayByHour?plant=SPIRITLA', JORDAN)).json;
    const resource = board.resources[0];
    const hour = resource.hours[0].hour;
    const reason = (await h.call('GET', '/v1/Boards/DayByHour/Reasons?plant=SPIRITLA', JORDAN)).json[0];
    const playlist = (await h.call('GET', '/v1/Boards/Playlists?plant=SPIRITLA', JORDAN)).json.find(
      (p: { plant: string }) => p.plant === 'SPIRITLA',
    );
    const days = (await h.call('GET', `/v1/Labor/Days?plant=SPIRITLA&status=open&empId=${MARIA}`, JORDAN)).json;
    const workDate = days[0].workDate;
    const blog = new FormData();
    blog.set('plant', 'SPIRITLA');
    blog.set('title', 'Not mine');
    blog.set('body', 'Posted from another plant');
    const slides = [{ kind: 'announcements', seconds: 10 }];
    const list: Attack[] = [
      {
        method: 'POST',
        path: `/v1/Labor/Days/${MARIA}/${workDate}/Punches`,
        body: { kind: 'out', madeAt: new Date().toISOString(), note: 'x' },
      },
      { method: 'POST', path: '/v1/Labor/Approvals', body: { days: [{ empId: MARIA, workDate }] } },
      {
        method: 'POST',
        path: '/v1/Labor/Absences',
        body: { empId: MARIA, kind: 'absence', fromDate: workDate, toDate: workDate, reason: 'Sick' },
      },
      { method: 'PATCH', path: `/v1/Labor/Absences/${absence!.id}`, body: { fromDate: workDate, toDate: workDate, reason: 'Changed' } },
      { method: 'DELETE', path: `/v1/Labor/Absences/${absence!.id}` },
      { method: 'POST', path: `/v1/Labor/Employees/${MARIA}/PinUnlock` },
      { method: 'PUT', path: '/v1/Boards/DayByHour/Counts', body: { resourceId: resource.id, hour, quantity: 1 } },
      { method: 'PUT', path: '/v1/Boards/DayByHour/Goals', body: { resourceId: resource.id, hour, goal: 1 } },
      { method: 'POST', path: '/v1/Boards/DayByHour/Reasons', body: { plant: 'SPIRITLA', text: 'Not mine' } },
      { method: 'PUT', path: `/v1/Boards/DayByHour/Reasons/${reason.id}`, body: { text: 'Renamed elsewhere' } },
      {
        method: 'POST',
        path: '/v1/Boards/Announcements',
        body: { plant: 'SPIRITLA', title: 'x', body: 'y', startsOn: workDate, endsOn: workDate },
      },
      { method: 'POST', path: '/v1/Boards/Playlists', body: { plant: 'SPIRITLA', name: 'Not mine', slides } },
      { method: 'PUT', path: `/v1/Boards/Playlists/${playlist.id}`, body: { plant: 'BGOHIO', name: 'Taken away', slides } },
      { method: 'POST', path: '/v1/Boards/StartupBlog', body: blog },
    ];
    for (const a of list) attacks[`${a.method} ${a.path.replace(/\/\d+(?=\/|$)/g, '/{n}').replace(/\/\d{4}-\d{2}-\d{2}/, '/{d}')}`] = a;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('no write route of labor or boards goes without its attack from another plant, or a reason it writes no plant’s data', async () => {
    const doc = (await h.call('GET', '/v1/openapi.json', JORDAN)).json as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths)
      .filter(([path]) => /^\/v1\/(Labor|Boards)\//.test(path))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(writes.length).toBeGreaterThan(20);
    const attacked = new Set(Object.keys(attacks));
    const shape = (route: string) => route.replace(/\{[^}]+\}/g, (p) => (p === '{workDate}' ? '{d}' : '{n}'));
    const uncovered = writes.filter((w) => !(w in NOT_PLANT_WRITES) && !attacked.has(shape(w)));
    expect(uncovered).toEqual([]);
  });

  it('every write of labor and boards for Spirit Lake by a Bowling Green supervisor is refused (403 other-plant) and writes nothing', async () => {
    const db = h.database.db;
    const audits = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;
    const absences = async () => (await db.select({ n: count() }).from(laborAbsences).where(eq(laborAbsences.plantId, 'SPIRITLA')))[0]!.n;
    await db
      .update(laborEmployees)
      .set({ pinLockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(laborEmployees.empId, MARIA));
    const before = { audits: await audits(), absences: await absences() };
    const answers: string[] = [];
    for (const [name, a] of Object.entries(attacks)) {
      const headers = { 'idempotency-key': randomUUID() };
      // A multipart form (the blog's post with its picture) goes as the page sends it.
      const res =
        a.body instanceof FormData
          ? await h
              .fetch(a.path, PROBE.email, { method: a.method, body: a.body, headers })
              .then(async (r) => ({ status: r.status, json: await r.json() }))
          : await h.call(a.method, a.path, PROBE.email, a.body, headers);
      answers.push(`${name}: ${res.status} ${res.json?.error?.code}`);
    }
    expect(answers).toEqual(Object.keys(attacks).map((name) => `${name}: 403 other-plant`));
    expect({ audits: await audits(), absences: await absences() }).toEqual(before);
    const [maria] = await db.select().from(laborEmployees).where(eq(laborEmployees.empId, MARIA));
    expect(maria!.pinLockedUntil).not.toBeNull();
  });

  it('private labor data of Spirit Lake (days and punches, absences with their reasons, payroll, labor per job) is not read from Bowling Green', async () => {
    const db = h.database.db;
    const [absence] = await db.select({ id: laborAbsences.id }).from(laborAbsences).where(eq(laborAbsences.plantId, 'SPIRITLA'));
    const reads = [
      '/v1/Labor/Days?plant=SPIRITLA&status=open',
      '/v1/Labor/Absences?plant=SPIRITLA',
      `/v1/Labor/Absences/${absence!.id}`,
      '/v1/Labor/Payroll?plant=SPIRITLA',
      `/v1/Labor/JobLabor?empId=${MARIA}&date=${new Date().toISOString().slice(0, 10)}`,
    ];
    for (const path of reads) {
      const refused = await h.call('GET', path, PROBE.email);
      expect(`${path}: ${refused.status} ${refused.json?.error?.code}`).toBe(`${path}: 403 labor-other-plant`);
      // Its own plant's, and HR's (an administrator reads every plant), are read.
      expect((await h.call('GET', path.replace('SPIRITLA', 'BGOHIO'), PROBE.email)).status).toBe(path.includes('SPIRITLA') ? 200 : 403);
      expect((await h.call('GET', path, JORDAN)).status).toBe(200);
    }
    await db.insert(subAppGrants).values({ subAppId: 'LaborMod_HR', empId: PROBE.empId });
    for (const path of reads) expect((await h.call('GET', path, PROBE.email)).status).toBe(200);
  });
}
