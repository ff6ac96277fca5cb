import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config/config';
import { translator } from '@/lib/i18n';
import type { ScreenKind } from '@/lib/records/engine/screen.server';
import type { UserState } from '@/lib/auth/user-state.server';
import { accessForEmployee } from '@/lib/server/db/access';
import { appGrants, auditLog, menuItems } from '@/lib/server/db/schema/access';
import { notifications } from '@/lib/server/db/schema/notifications';
import { records } from '@/lib/records/engine/server/tables';
import { addRecordType } from '@/lib/records/engine/server/registry';
import { gaugeRequest } from './fixtures/gauge-request';
import RecordPage from './fixtures/RecordPage.astro';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { readFirst } from './helpers/read-first';

// A type no page, table or route of the portal knows: everything below comes from its definition.
addRecordType(gaugeRequest);

const JORDAN = 'shjcarter@example.com'; // every application
const TOM = 'bgtwilson@example.com'; // given the application here: the lab technician
const SAM = 'shnoaccess@example.com'; // no application
const GR = '/v1/Records/GaugeRequest';
const SITE = 'http://portal.test';

describe('a new record type from its definition alone (README: Adding an application)', () => {
  let h: ApiHarness;
  let container: AstroContainer;
  const rows = async () => h.database.db.select().from(records).where(eq(records.type, 'GaugeRequest'));

  /** A page of the type as the signed-in employee sees it: its HTML, or the Response it answered (a redirect, a CSV file). */
  async function page(
    kind: ScreenKind,
    as: string,
    path: string,
    form?: Record<string, string>,
    lang: 'en' | 'es' = 'en',
    headers: Record<string, string> = {},
  ) {
    let answer: Response | undefined;
    const request = new Request(SITE + path, form ? { method: 'POST', body: new URLSearchParams(form), headers } : {});
    const html = await container.renderToString(RecordPage, {
      request,
      props: { def: gaugeRequest, kind, answered: (r: Response) => (answer = r) },
      locals: {
        t: translator(lang),
        lang,
        plant: 'BGOHIO',
        // The record pages read only the session's access token.
        session: { accessToken: await h.token(as) } as App.Locals['session'],
        // The fields screen asks whether the person administers (Apps_Security); Jordan does, Tom does not.
        user: { access: await accessForEmployee(h.database.db, as === JORDAN ? 1001 : 3001) } as UserState,
        api: null,
        route: null,
        config: loadConfig({ API_BASE_URL: h.baseUrl, APP_ENV: 'test' }),
      },
    });
    return { html, answer };
  }

  beforeAll(async () => {
    h = await openApiHarness(undefined, { http: true });
    const [menu] = await h.database.db.select().from(menuItems).where(eq(menuItems.link, '/gaugeRequests'));
    await h.database.db.insert(appGrants).values({ menuId: menu!.menuId, empId: 3001 });
    container = await AstroContainer.create();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is listed with its labels in the caller’s language, has its OpenAPI entries, and is closed to a caller without its application', async () => {
    const types = await h.call('GET', '/v1/RecordTypes', JORDAN, undefined, { 'accept-language': 'es' });
    const mine = types.json.find((t: { type: string }) => t.type === 'GaugeRequest');
    expect(mine).toMatchObject({ app: '/gaugeRequests', title: 'Solicitud de calibrador' });
    expect(mine.fields.find((f: { name: string }) => f.name === 'gaugeKind')).toMatchObject({
      kind: 'choice',
      required: true,
      options: [
        { value: 'caliper', label: 'Vernier' },
        { value: 'pinGauge', label: 'Calibre de pernos' },
      ],
    });
    expect(mine.states.map((s: { label: string }) => s.label)).toEqual(['Solicitado', 'Entregado']);
    const doc = (await h.call('GET', '/v1/openapi.json', JORDAN)).json;
    const paths = Object.keys(doc.paths).filter((p) => p.includes('/Records/GaugeRequest'));
    expect(paths).toEqual(expect.arrayContaining(['/v1/Records/GaugeRequest', '/v1/Records/GaugeRequest/{id}']));
    expect(paths.some((p) => p.endsWith('/Transitions'))).toBe(true);
    expect(JSON.stringify(doc.paths['/v1/Records/GaugeRequest'].post)).toContain('#/components/schemas/GaugeRequestValues');
    expect(doc.components.schemas.GaugeRequestValues.properties.gaugeKind.enum).toEqual(expect.arrayContaining(['caliper', 'pinGauge']));
    expect(Object.keys(doc.components.schemas.GaugeRequestValues.properties)).toEqual(
      expect.arrayContaining(['plant', 'gauge', 'gaugeKind', 'quantity', 'neededBy', 'technician', 'serial']),
    );
    expect((await h.call('GET', GR, SAM)).status).toBe(403);
    expect((await h.call('POST', GR, SAM, { nonsense: 1 })).status).toBe(403);
  });

  it('gives a form: each field with its label, letters in a number told by its field and nothing saved, then saved and redirected', async () => {
    const blank = await page('new', JORDAN, '/gaugeRequests?new=1', undefined, 'es');
    for (const name of ['gauge', 'gaugeKind', 'quantity', 'neededBy', 'technician', 'serial', 'plant'])
      expect(blank.html).toContain(`name="${name}"`);
    expect(blank.html).toContain('Calibre de pernos');
    expect(blank.html).toContain('Técnico del laboratorio');
    const typed = { formKey: 'gauge-form-0001', version: '0', plant: 'BGOHIO', gauge: 'Caliper 0-150 mm', gaugeKind: 'caliper' };
    const refused = await page('new', JORDAN, '/gaugeRequests?new=1', { ...typed, quantity: 'two' });
    expect(refused.answer).toBeUndefined();
    expect(refused.html).toMatch(/data-testid="error-quantity"/);
    expect(refused.html).toContain('Caliper 0-150 mm'); // what was typed stays
    // Tom works at Bowling Green: a request for Spirit Lake is refused by the plant guard, in the page's language.
    const elsewhere = await page('new', TOM, '/gaugeRequests?new=1', { ...typed, plant: 'SPIRITLA', quantity: '2' }, 'es');
    expect(elsewhere.answer).toBeUndefined();
    expect(elsewhere.html).toContain('Usted trabaja en Bowling Green, no en Spirit Lake: no se guardó nada.');
    expect(elsewhere.html).toContain('Caliper 0-150 mm');
    expect(await rows()).toHaveLength(0);
    const saved = await page('new', JORDAN, '/gaugeRequests?new=1', { ...typed, quantity: '2', technician: '3001' });
    expect(saved.answer?.status).toBe(303);
    const [row] = await rows();
    expect(saved.answer?.headers.get('location')).toBe(`/gaugeRequests/${row?.id}`);
    expect(row).toMatchObject({ state: 'requested', plantId: 'BGOHIO', ownerId: 1001, assigneeId: 3001 });
  });

  it('takes a form the device kept offline: created at the time it was made there; a refusal on arrival answered to the outbox, nothing saved', async () => {
    const madeAt = new Date(Date.now() - 3 * 3_600_000);
    madeAt.setMilliseconds(0);
    const replay = { 'x-outbox': 'replay', 'made-at': madeAt.toISOString() };
    const typed = { version: '0', plant: 'MfgSys', gauge: 'Bore gauge kept offline', gaugeKind: 'caliper' };
    const refused = await page(
      'new',
      JORDAN,
      '/gaugeRequests?new=1',
      { ...typed, formKey: 'gauge-offline-01', quantity: 'two' },
      'es',
      replay,
    );
    expect(refused.answer?.status).toBe(400);
    expect(await refused.answer?.json()).toMatchObject({ ok: false, fields: { quantity: expect.any(String) } });
    const saved = await page('new', JORDAN, '/gaugeRequests?new=1', { ...typed, formKey: 'gauge-offline-02', quantity: '1' }, 'es', replay);
    expect(await saved.answer?.json()).toMatchObject({ ok: true });
    const kept = (await rows()).filter((r) => r.fields['gauge'] === 'Bore gauge kept offline');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.createdAt.toISOString()).toBe(madeAt.toISOString());
  });

  it('gives a list with its columns, state counts and filters, and exports the filtered list as CSV', async () => {
    await h.call('POST', GR, JORDAN, { plant: 'SPIRITLA', gauge: 'Pin gauge set 3 mm', gaugeKind: 'pinGauge', quantity: 1 });
    const list = await page('list', JORDAN, '/gaugeRequests?plant=All&q=caliper');
    expect(list.html).toContain('Caliper 0-150 mm');
    expect(list.html).not.toContain('Pin gauge set 3 mm');
    for (const head of ['Gauge', 'Kind', 'Needed by']) expect(list.html).toContain(head);
    expect(list.html).toMatch(/data-testid="list-filters-summary"[^>]*>[^<]*caliper/);
    expect(list.html).toContain('data-testid="list-csv"');
    const csv = await page('list', JORDAN, '/gaugeRequests?plant=All&q=caliper&format=csv');
    expect(csv.answer?.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.answer!.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Gauge');
    expect(lines[1]).toContain('Caliper 0-150 mm');
    const api = await h.call('GET', `${GR}?plant=SPIRITLA`, JORDAN);
    expect(api.json).toMatchObject({ total: 1, items: [{ title: 'Pin gauge set 3 mm', state: 'requested' }] });
  });

  it('gives a record page with its sections, life and history, and prints on letter paper', async () => {
    const [row] = (await rows()).filter((r) => r.plantId === 'BGOHIO');
    const id = row!.id;
    const edit = await h.call('PATCH', `${GR}/${id}`, JORDAN, { neededBy: '2026-12-01' }, { 'if-match': `"${id}-1"` });
    expect(edit.status).toBe(200);
    const early = await readFirst(h)('POST', `${GR}/${id}/Transitions`, TOM, { to: 'issued' });
    expect(early.status).toBe(400); // the serial is required first
    expect(early.json.error.fields.map((f: { field: string }) => f.field)).toEqual(['serial']);
    expect((await readFirst(h)('POST', `${GR}/${id}/Transitions`, JORDAN, { to: 'issued' })).status).toBe(403); // the owner is not the technician
    const withSerial = await h.call('PATCH', `${GR}/${id}`, JORDAN, { serial: 'CAL-0417', version: 2 });
    expect(withSerial.status).toBe(200);
    const before = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, JORDAN), eq(notifications.action, `/gaugeRequests/${id}`)));
    const issued = await readFirst(h)('POST', `${GR}/${id}/Transitions`, TOM, { to: 'issued', note: 'From the lab shelf' });
    expect(issued.status).toBe(200);
    const told = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, JORDAN), eq(notifications.action, `/gaugeRequests/${id}`)));
    expect(told.length).toBe(before.length + 1); // the owner, by the bell
    const shown = await page('record', JORDAN, `/gaugeRequests?id=${id}`);
    expect(shown.html).toContain('data-state="issued"');
    expect(shown.html).toContain('data-testid="show-request"');
    expect(shown.html).toContain('data-testid="show-lab"');
    expect(shown.html).toContain('CAL-0417');
    expect(shown.html).toContain('data-testid="record-history"');
    expect(shown.html).toContain('From the lab shelf');
    expect(shown.html).toContain('2026-12-01');
    expect(shown.html).toContain('data-print'); // its print rule (letter paper) is the engine's one: records-engine.spec prints a record
    expect(shown.html).toMatch(/<form method="post" class="no-print/); // the comment box stays off the paper
    const history = (await h.call('GET', `${GR}/${id}`, JORDAN)).json.history;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['create', 'edit', 'edit', 'transition']);
    expect(history[1].changes).toEqual([{ field: 'neededBy', before: '', after: '2026-12-01' }]);
  });

  it('gives administrators a fields screen: a field added there joins the form, the list’s columns, the CSV and the history, audited', async () => {
    const fields = '/gaugeRequests?fields=1';
    await expect(page('list', TOM, fields)).rejects.toMatchObject({ status: 403 });
    const screen = await page('list', JORDAN, fields, undefined, 'es');
    expect(screen.html).toContain('data-testid="record-type-fields"');
    expect(screen.html).toContain('Técnico del laboratorio'); // the type's own fields, labelled in Spanish
    const typed = { formKey: 'gauge-field-01', kind: 'text', labelEn: 'Calibration lab', labelEs: 'Laboratorio de calibración' };
    // Refused (a name with a space, no Spanish label): each field told in Spanish, nothing added.
    const refused = await page('list', JORDAN, fields, { ...typed, name: 'cal lab', labelEs: '' }, 'es', { 'x-outbox': 'replay' });
    expect(refused.answer?.status).toBe(400);
    const told = (await refused.answer!.json()) as { fields: Record<string, string> };
    expect(Object.keys(told.fields).sort()).toEqual(['labelEs', 'name']);
    expect(
      (await h.call('GET', '/v1/RecordTypes', JORDAN)).json.find((t: { type: string }) => t.type === 'GaugeRequest').fields,
    ).not.toContainEqual(expect.objectContaining({ custom: true }));
    const added = await page('list', JORDAN, fields, { ...typed, name: 'calLab', listColumn: 'on' }, 'es');
    expect(added.answer?.status).toBe(303);
    expect(added.answer?.headers.get('location')).toBe(fields);
    const again = await page('list', JORDAN, fields, undefined, 'es');
    expect(again.html).toContain('Laboratorio de calibración');
    expect(again.html).toContain('data-custom="true"');
    expect(await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'GaugeRequest.calLab'))).toHaveLength(1);
    expect((await page('new', JORDAN, '/gaugeRequests?new=1')).html).toContain('name="calLab"');
    const made = await h.call('POST', GR, JORDAN, {
      plant: 'REBUILD',
      gauge: 'Height gauge',
      gaugeKind: 'caliper',
      quantity: 1,
      calLab: 'North lab',
    });
    expect(made.status).toBe(201);
    const list = await page('list', JORDAN, '/gaugeRequests?plant=REBUILD');
    expect(list.html).toContain('Calibration lab'); // a list column, as the administrator chose
    expect(list.html).toContain('North lab');
    const csv = await page('list', JORDAN, '/gaugeRequests?plant=REBUILD&format=csv');
    const [head, line] = (await csv.answer!.text()).trim().split(/\r?\n/);
    expect(head).toContain('Calibration lab');
    expect(line).toContain('North lab');
    const { id, version } = made.json as { id: number; version: number };
    expect((await h.call('PATCH', `${GR}/${id}`, JORDAN, { calLab: 'South lab', version })).status).toBe(200);
    const history = (await h.call('GET', `${GR}/${id}`, JORDAN)).json.history;
    expect(history.at(-1).changes).toEqual([{ field: 'calLab', before: 'North lab', after: 'South lab' }]);
  });
});
