import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistAssets, checklistInspections } from '@/lib/checklist/server/tables';
import { employees } from '@/lib/server/db/schema/index';
import { notifications } from '@/lib/server/db/schema/notifications';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const MARIA = 'slmnguyen@example.com'; // hoist and lift checklists, no maintenance right
const TOM = 'bgtwilson@example.com'; // Maintenance_Manager
const DANA = 'shdkowalski@example.com'; // Maintenance group (Maintenance_Tech)
const SAM = 'shnoaccess@example.com';
const RIYA = 'mfrpatel@example.com';
const ASSET = 'SL-HST-01';
// No seeded checklist lies ahead of now, and a checklist may be dated at most a day ahead.
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Hoist and lift checklists against PGlite, or PostgreSQL when `serverUrl` is set. */
function defineChecklistSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
    h.call(method, url, as, body, headers);
  const inspections = async () => (await h.database.db.select({ n: count() }).from(checklistInspections))[0]?.n ?? 0;
  const unreadOf = async (username: string) =>
    (await h.database.db.select({ n: count() }).from(notifications).where(eq(notifications.username, username)))[0]?.n ?? 0;
  const allOk = (items: { id: number }[]) => items.map((i) => ({ itemId: i.id, answer: 'ok', comment: '' }));

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    // Tom maintains Spirit Lake's hoists too here (Dana does by the seed): an administrator lets him work there.
    const granted = await h.call('POST', '/v1/Admin/Employees/3001/Plants', 'shjcarter@example.com', { plantId: 'SPIRITLA' });
    expect(granted.status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds assets per plant with a week of checklists and one out of service', async () => {
    const hoists = (await call('GET', '/v1/Checklists/Assets?app=hoist&plant=SPIRITLA', MARIA)).json;
    expect(hoists.map((a: { assetNumber: string }) => a.assetNumber)).toEqual(['SL-CRN-01', 'SL-HST-01', 'SL-HST-02']);
    expect(hoists.find((a: { assetNumber: string }) => a.assetNumber === 'SL-HST-02')).toMatchObject({ outOfService: true });
    const lifts = (await call('GET', '/v1/Checklists/Assets?app=lift', MARIA)).json;
    expect(new Set(lifts.map((a: { kind: string }) => a.kind))).toEqual(new Set(['forklift', 'scissor lift']));
    const detail = (await call('GET', `/v1/Checklists/Assets/${ASSET}`, MARIA)).json;
    expect(detail.history.length).toBeGreaterThanOrEqual(10);
    expect(detail.items.length).toBe(6);
  });

  it("lists each asset as stored, with its last shift's checklist and who did it", async () => {
    const assets = await h.database.db.select().from(checklistAssets);
    const done = await h.database.db.select().from(checklistInspections);
    const people = new Map((await h.database.db.select().from(employees)).map((e) => [e.empId, `${e.firstName} ${e.lastName}`]));
    for (const [app, kinds, plant] of [
      ['lift', ['forklift', 'scissor lift'], undefined],
      ['hoist', ['hoist', 'crane'], 'SPIRITLA'],
    ] as const) {
      const listed = (await call('GET', `/v1/Checklists/Assets?app=${app}${plant ? `&plant=${plant}` : ''}`, MARIA)).json;
      const expected = assets
        .filter((a) => (kinds as readonly string[]).includes(a.kind) && (!plant || a.plantId === plant))
        .sort((a, b) => a.plantId.localeCompare(b.plantId) || a.assetNumber.localeCompare(b.assetNumber))
        .map((a) => {
          const last = done
            .filter((i) => i.assetNumber === a.assetNumber)
            .sort((x, y) => y.shiftDate.localeCompare(x.shiftDate) || y.shift - x.shift)[0];
          return {
            assetNumber: a.assetNumber,
            plant: a.plantId,
            department: a.department,
            kind: a.kind,
            description: a.description,
            outOfService: a.outOfService,
            outOfServiceSince: a.outOfServiceSince?.toISOString() ?? null,
            outOfServiceReason: a.outOfServiceReason,
            lastInspection: last ? { shiftDate: last.shiftDate, shift: last.shift, by: people.get(last.empId), notOk: last.notOk } : null,
          };
        });
      expect(listed, app).toEqual(expected);
      // The hoists hold one out of service (its time as the API writes it).
      if (app === 'hoist') expect(expected.some((a) => a.outOfServiceSince !== null)).toBe(true);
    }
  });

  it('answers 403 to employees without the application, and writes nothing', async () => {
    const before = await inspections();
    for (const as of [SAM, RIYA]) {
      expect((await call('GET', '/v1/Checklists/Assets?app=hoist', as)).status).toBe(403);
      expect((await call('GET', `/v1/Checklists/Assets/${ASSET}`, as)).status).toBe(403);
      expect(
        (await call('POST', `/v1/Checklists/Assets/${ASSET}/Inspections`, as, { shiftDate: TOMORROW, shift: 1, answers: [] })).status,
      ).toBe(403);
    }
    expect(await inspections()).toBe(before);
  });

  it('refuses a Not OK without comment or a missing answer (400), a second checklist of a shift (409), writing nothing', async () => {
    const { items } = (await call('GET', `/v1/Checklists/Assets/${ASSET}`, MARIA)).json;
    const before = await inspections();
    const answers = allOk(items);
    answers[2] = { itemId: items[2].id, answer: 'not-ok', comment: '' };
    const noComment = await call('POST', `/v1/Checklists/Assets/${ASSET}/Inspections`, MARIA, {
      shiftDate: TOMORROW,
      shift: 1,
      answers,
    });
    expect(noComment.status).toBe(400);
    expect(noComment.json.error.fields).toContainEqual(expect.objectContaining({ field: 'answers.2.comment', code: 'comment-required' }));
    const missing = await call('POST', `/v1/Checklists/Assets/${ASSET}/Inspections`, MARIA, {
      shiftDate: TOMORROW,
      shift: 1,
      answers: allOk(items).slice(1),
    });
    expect(missing.json.error.fields).toContainEqual(expect.objectContaining({ field: 'answers.0.answer', code: 'required' }));
    const badShift = await call('POST', `/v1/Checklists/Assets/${ASSET}/Inspections`, MARIA, {
      shiftDate: TOMORROW,
      shift: 4,
      answers: allOk(items),
    });
    expect(badShift.status).toBe(400);
    expect(await inspections()).toBe(before);
    expect(
      (
        await call('POST', `/v1/Checklists/Assets/${ASSET}/Inspections`, MARIA, {
          shiftDate: TOMORROW,
          shift: 1,
          answers: allOk(items),
        })
      ).status,
    ).toBe(201);
    const twice = await call('POST', `/v1/Checklists/Assets/${ASSET}/Inspections`, MARIA, {
      shiftDate: TOMORROW,
      shift: 1,
      answers: allOk(items),
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('already-inspected');
    expect(await inspections()).toBe(before + 1);
  });

  it("puts the asset out of service on a Not OK and notifies the 'Maintenance' group's members; maintenance clears it with a note", async () => {
    const { items } = (await call('GET', `/v1/Checklists/Assets/${ASSET}`, MARIA)).json;
    const [tomBefore, danaBefore, mariaBefore] = [await unreadOf(TOM), await unreadOf(DANA), await unreadOf(MARIA)];
    const answers = allOk(items);
    answers[3] = { itemId: items[3].id, answer: 'not-ok', comment: 'Brake slips under load' };
    const res = await call(
      'POST',
      `/v1/Checklists/Assets/${ASSET}/Inspections`,
      MARIA,
      { shiftDate: TOMORROW, shift: 2, answers },
      { 'idempotency-key': `chk-${Date.now()}` },
    );
    expect(res).toMatchObject({ status: 201, json: { notOk: true } });
    const [asset] = await h.database.db.select().from(checklistAssets).where(eq(checklistAssets.assetNumber, ASSET));
    expect(asset).toMatchObject({ outOfService: true, outOfServiceReason: 'Brake holds the load: Brake slips under load' });
    expect(await unreadOf(TOM)).toBe(tomBefore);
    expect(await unreadOf(DANA)).toBe(danaBefore + 1);
    expect(await unreadOf(MARIA)).toBe(mariaBefore);
    const note = (await call('GET', '/v1/Notifications', DANA)).json[0];
    expect(note).toMatchObject({ action: `/hoistchecklist/asset?asset=${ASSET}`, description: expect.stringContaining('out of service') });

    expect((await call('POST', `/v1/Checklists/Assets/${ASSET}/Clear`, MARIA, { note: 'fixed' })).status).toBe(403);
    expect((await call('POST', `/v1/Checklists/Assets/${ASSET}/Clear`, TOM, { note: '  ' })).status).toBe(400);
    const cleared = await call('POST', `/v1/Checklists/Assets/${ASSET}/Clear`, DANA, { note: 'Brake adjusted and load tested' });
    expect(cleared).toMatchObject({ status: 200, json: { outOfService: false } });
    expect((await call('POST', `/v1/Checklists/Assets/${ASSET}/Clear`, DANA, { note: 'again' })).status).toBe(409);
    const history = (await call('GET', `/v1/Checklists/Assets/${ASSET}`, MARIA)).json.history;
    expect(history[0]).toMatchObject({ type: 'clearance', by: 'Dana Kowalski', note: 'Brake adjusted and load tested' });
  });

  it('lets only Maintenance_Manager change the items; old checklists keep the text they asked', async () => {
    const items = [
      { textEn: 'Hook and latch undamaged', textEs: 'Gancho y pestillo sin daños' },
      { textEn: 'Load test tag current', textEs: 'Etiqueta de prueba de carga vigente' },
    ];
    expect((await call('PUT', '/v1/Checklists/Items/hoist', MARIA, { items })).status).toBe(403);
    expect((await call('PUT', '/v1/Checklists/Items/hoist', TOM, { items: [{ textEn: '', textEs: 'x' }] })).status).toBe(400);
    const saved = await call('PUT', '/v1/Checklists/Items/hoist', TOM, { items });
    expect(saved.json.map((i: { textEn: string }) => i.textEn)).toEqual(['Hook and latch undamaged', 'Load test tag current']);
    const history = (await call('GET', `/v1/Checklists/Assets/${ASSET}`, MARIA)).json.history;
    const older = history.find((e: { type: string }) => e.type === 'inspection');
    expect(older.answers.map((a: { textEn: string }) => a.textEn)).toContain('Brake holds the load');
  });
}

describe('hoist and lift checklist API on PGlite', () => {
  defineChecklistSuite(undefined);
});

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('hoist and lift checklist API on PostgreSQL', () => {
  defineChecklistSuite(postgresUrl);
});
