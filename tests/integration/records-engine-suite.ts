import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attachments } from '@/lib/server/attachments/tables';
import { notifications } from '@/lib/server/db/schema/notifications';
import { recordHistory, records } from '@/lib/records/engine/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { readFirst } from './helpers/read-first';

/** The demo people of the record engine's tests. */
export const TOM = 'bgtwilson@example.com'; // quality apps, approves
export const MARIA = 'slmnguyen@example.com'; // opens corrective actions, may not approve
export const JORDAN = 'shjcarter@example.com'; // everything, Apps_Security
export const SAM = 'shnoaccess@example.com'; // nothing

/** A one-pixel PNG: a real photo as far as the byte check goes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

/** The record engine's API on corrective actions (transitions, history, versions, attachments, custom fields), on one database. */
export function defineRecordEngineSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const call = (method: string, url: string, as: string, body?: unknown, headers?: Record<string, string>) =>
    readFirst(h)(method, url, as, body, headers);
  const n = async (table: typeof records | typeof recordHistory | typeof notifications | typeof attachments) =>
    (await h.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const CA = '/v1/Records/CorrectiveAction';
  // Maria writes at Spirit Lake, her plant (the plant guard: records-rights-suite).
  const newCa = {
    plant: 'SPIRITLA',
    subject: 'Port weld porosity',
    champion: 2001,
    problem: 'Leaks at the port weld of CYL-3020',
    team: [{ member: 2001, role: 'Operator' }],
  };

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the types in the caller’s language, only those they may open', async () => {
    const en = await call('GET', '/v1/RecordTypes', MARIA);
    expect(en.status).toBe(200);
    const ca = en.json.find((t: { type: string }) => t.type === 'CorrectiveAction');
    expect(ca.states.map((s: { name: string }) => s.name)).toContain('inReview');
    expect(ca.fields.find((f: { name: string }) => f.name === 'problem')).toMatchObject({ kind: 'longText', required: true });
    const es = await call('GET', '/v1/RecordTypes', MARIA, undefined, { 'accept-language': 'es' });
    expect(es.json.find((t: { type: string }) => t.type === 'CorrectiveAction').title).toBe('Acción correctiva');
    // Sam holds no application but the suggestion box every employee holds.
    expect((await call('GET', '/v1/RecordTypes', SAM)).json.map((t: { type: string }) => t.type)).toEqual(['Suggestion']);
  });

  it('opens a record with its owner, team and history; 403 without the application and nothing written', async () => {
    const before = await n(records);
    expect((await call('POST', CA, SAM, newCa)).status).toBe(403);
    expect((await call('POST', CA, SAM, { nonsense: true })).status).toBe(403); // access before the body
    expect(await n(records)).toBe(before);
    const made = await call('POST', CA, MARIA, newCa, { 'idempotency-key': 'ca-open-0001' });
    expect(made.status).toBe(201);
    const again = await call('POST', CA, MARIA, newCa, { 'idempotency-key': 'ca-open-0001' });
    expect(again.json).toEqual(made.json);
    expect(await n(records)).toBe(before + 1);
    const got = await call('GET', `${CA}/${made.json.id}`, MARIA);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      state: 'open',
      plant: 'SPIRITLA',
      version: 1,
      owner: 'Maria Nguyen',
      assignee: 'Maria Nguyen',
      canEdit: true,
    });
    expect(got.json.children.team[0]).toMatchObject({ member: 2001, role: 'Operator' });
    expect(got.json.history[0]).toMatchObject({ action: 'create', by: 'Maria Nguyen' });
    expect(got.json.history[0].changes.map((c: { field: string }) => c.field)).toContain('problem');
    // The team reads by name in the history, as it does on the page.
    const team = got.json.history[0].changes.find((c: { field: string }) => c.field === 'team');
    expect(team.after).toContain('Maria Nguyen');
    expect(team.after).not.toContain('2001');
  });

  it('refuses bad input with each field named and writes nothing', async () => {
    const before = await n(records);
    const bad = await call('POST', CA, MARIA, {
      plant: 'SPIRITLA',
      subject: '',
      champion: 'Tom',
      quantity: 'lots',
      source: 'moon',
      unknownField: 1,
    });
    expect(bad.status).toBe(400);
    const fields = bad.json.error.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['champion', 'quantity', 'source']));
    const missing = await call('POST', CA, MARIA, { plant: 'SPIRITLA', subject: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`)).toEqual(
      expect.arrayContaining(['champion:required', 'problem:required']),
    );
    const unknownPart = await call('POST', CA, MARIA, { ...newCa, partNum: 'NO-SUCH-PART', plant: 'Nowhere' });
    expect(unknownPart.status).toBe(400);
    expect(unknownPart.json.error.fields.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['unknown-part', 'unknown-plant']),
    );
    expect(await n(records)).toBe(before);
  });

  it('keeps the first save and refuses a stale version with its own code (If-Match or version)', async () => {
    const { id } = (await call('POST', CA, MARIA, newCa)).json;
    const first = await call('PATCH', `${CA}/${id}`, MARIA, { containment: '100 % leak test of stock' }, { 'if-match': `"${id}-1"` });
    expect(first.status).toBe(200);
    expect(first.json.version).toBe(2);
    const second = await call('PATCH', `${CA}/${id}`, JORDAN, { containment: 'Something else' }, { 'if-match': `"${id}-1"` });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('stale-version');
    const byBody = await call('PATCH', `${CA}/${id}`, JORDAN, { containment: 'Something else', version: 1 });
    expect(byBody.json.error.code).toBe('stale-version');
    const got = await call('GET', `${CA}/${id}`, TOM);
    expect(got.json.fields.containment).toBe('100 % leak test of stock');
    expect(got.json.history.filter((e: { action: string }) => e.action === 'edit')).toHaveLength(1);
    expect(got.json.history[1].changes).toEqual([{ field: 'containment', before: '', after: '100 % leak test of stock' }]);
  });

  it('moves through its states: who may, required fields, and the bell in the same transaction', async () => {
    const { id } = (await call('POST', CA, MARIA, newCa)).json;
    const early = await call('POST', `${CA}/${id}/Transitions`, MARIA, { to: 'inReview' });
    expect(early.status).toBe(400);
    expect(early.json.error.fields.map((f: { field: string }) => f.field)).toEqual(['containment', 'rootCause', 'correctiveActions']);
    const patched = await call('PATCH', `${CA}/${id}`, MARIA, {
      containment: 'Stock sorted',
      why1: 'Porosity',
      rootCause: 'Gas flow too low on robot 3',
      correctiveActions: 'Flow meter alarm',
      actionItems: [{ action: 'Install flow alarm', owner: 1001, dueDate: '2026-12-15', done: false }],
    });
    expect(patched.status).toBe(200);
    const jordanBell = await h.database.db.select().from(notifications).where(eq(notifications.username, JORDAN));
    expect(jordanBell.some((x) => x.action === `/CorrectiveActions/indexPage/${id}`)).toBe(true);
    const bells = await n(notifications);
    const sent = await call('POST', `${CA}/${id}/Transitions`, MARIA, { to: 'inReview', note: 'Ready' });
    expect(sent.status).toBe(200);
    expect(sent.json.state).toBe('inReview');
    expect(await n(notifications)).toBeGreaterThan(bells); // the approvers are told
    const mariaApproves = await call('POST', `${CA}/${id}/Transitions`, MARIA, { to: 'approved' });
    expect(mariaApproves.status).toBe(403);
    expect(mariaApproves.json.error.code).toBe('transition-not-allowed');
    const approved = await call('POST', `${CA}/${id}/Transitions`, JORDAN, { to: 'approved' });
    expect(approved.status).toBe(200);
    const mariaBell = await h.database.db.select().from(notifications).where(eq(notifications.username, MARIA));
    expect(mariaBell.some((x) => x.description.includes('Approved'))).toBe(true);
    const noClosure = await call('POST', `${CA}/${id}/Transitions`, JORDAN, { to: 'closed' });
    expect(noClosure.json.error.fields[0]).toMatchObject({ field: 'closure', code: 'required-for-transition' });
    expect((await call('PATCH', `${CA}/${id}`, JORDAN, { closure: 'Effective over 30 days' })).status).toBe(200);
    expect((await call('POST', `${CA}/${id}/Transitions`, JORDAN, { to: 'closed' })).status).toBe(200);
    const closed = await call('GET', `${CA}/${id}`, MARIA);
    expect(closed.json.canEdit).toBe(false);
    expect(
      closed.json.history.filter((e: { action: string }) => e.action === 'transition').map((e: { toState: string }) => e.toState),
    ).toEqual(['inReview', 'approved', 'closed']);
    expect((await call('PATCH', `${CA}/${id}`, JORDAN, { closure: 'changed' })).json.error.code).toBe('record-final');
    expect((await call('POST', `${CA}/${id}/Transitions`, JORDAN, { to: 'open' })).json.error.code).toBe('transition-not-possible');
  });

  it('a refused transition writes nothing, notifications included', async () => {
    const { id } = (await call('POST', CA, MARIA, newCa)).json;
    const before = { bells: await n(notifications), history: await n(recordHistory) };
    expect((await call('POST', `${CA}/${id}/Transitions`, MARIA, { to: 'inReview' })).status).toBe(400);
    expect({ bells: await n(notifications), history: await n(recordHistory) }).toEqual(before);
  });

  it('lists with filters, counts per state, sort, search and CSV', async () => {
    const all = await call('GET', `${CA}?plant=BGOHIO&pageSize=5`, TOM);
    expect(all.status).toBe(200);
    expect(all.json.items.length).toBeGreaterThan(0);
    expect(all.json.items.every((i: { plant: string }) => i.plant === 'BGOHIO')).toBe(true);
    expect(all.json.counts.open).toBeGreaterThan(0);
    const open = await call('GET', `${CA}?plant=BGOHIO&state=open&sort=id&dir=asc`, TOM);
    expect(open.json.total).toBe(all.json.counts.open);
    const ids = open.json.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const found = await call('GET', `${CA}?q=${encodeURIComponent('GAS FLOW')}`, TOM);
    expect(found.json.items.every((i: { fields: { rootCause: string } }) => /gas flow/i.test(i.fields.rootCause))).toBe(true);
    expect(found.json.total).toBeGreaterThan(0);
    const mine = await call('GET', `${CA}?mine=true&pageSize=200`, MARIA);
    expect(mine.json.items.every((i: { owner: string }) => i.owner === 'Maria Nguyen')).toBe(true);
    // A listed record names its owner and assignee as its own page does.
    type Named = { id: number; owner: string; assignee: string | null };
    const listed: Named[] = (await call('GET', `${CA}?pageSize=25`, TOM)).json.items;
    expect(listed.filter((i) => i.owner !== '' && i.assignee !== null).length).toBeGreaterThan(0);
    for (const item of listed) {
      const detail = (await call('GET', `${CA}/${item.id}`, TOM)).json as Named;
      expect({ owner: item.owner, assignee: item.assignee }, `record ${item.id}`).toEqual({
        owner: detail.owner,
        assignee: detail.assignee,
      });
    }
    const assigned = await call('GET', `${CA}?assigned=true&pageSize=200`, MARIA);
    expect(assigned.json.total).toBeGreaterThan(0); // she is on the teams
    for (const q of ['state=nowhere', 'sort=nonsense', 'pageSize=1000', 'from=2026-12-01&to=2026-11-01'])
      expect((await call('GET', `${CA}?${q}`, TOM)).status, q).toBe(400);
    const res = await csvText(`${CA}?plant=BGOHIO&state=open&format=csv`, TOM);
    const lines = res.trim().split('\r\n');
    expect(lines[0]).toContain('Number,Title,State');
    expect(lines).toHaveLength(open.json.total + 1);
  });

  it('custom fields: only administrators add one; it joins the form, API, list, export and history, audited', async () => {
    const field = {
      name: 'supplierLot',
      kind: 'text',
      labelEn: 'Supplier lot',
      labelEs: 'Lote del proveedor',
      required: false,
      listColumn: true,
    };
    expect((await call('POST', '/v1/RecordTypes/CorrectiveAction/CustomFields', TOM, field)).status).toBe(403);
    expect((await call('POST', '/v1/RecordTypes/CorrectiveAction/CustomFields', TOM, { name: 7 })).status).toBe(403); // before the body
    const bad = await call('POST', '/v1/RecordTypes/CorrectiveAction/CustomFields', JORDAN, {
      ...field,
      name: 'supplier lot',
      labelEs: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['labelEs', 'name']);
    const added = await call('POST', '/v1/RecordTypes/CorrectiveAction/CustomFields', JORDAN, field);
    expect(added.status).toBe(201);
    expect(added.json.fields.at(-1)).toMatchObject({ name: 'supplierLot', custom: true, listColumn: true });
    expect((await call('POST', '/v1/RecordTypes/CorrectiveAction/CustomFields', JORDAN, field)).status).toBe(409);
    const { id } = (await call('POST', CA, MARIA, { ...newCa, supplierLot: 'LOT-77' })).json;
    expect((await call('PATCH', `${CA}/${id}`, MARIA, { supplierLot: 'LOT-78' })).status).toBe(200);
    const got = await call('GET', `${CA}/${id}`, MARIA);
    expect(got.json.fields.supplierLot).toBe('LOT-78');
    const types = await call('GET', '/v1/RecordTypes', MARIA, undefined, { 'accept-language': 'es' });
    expect(types.json.find((t: { type: string }) => t.type === 'CorrectiveAction').fields.at(-1)).toMatchObject({
      label: 'Lote del proveedor',
    });
    const listed = await call('GET', `${CA}?plant=SPIRITLA&sort=supplierLot&dir=desc&pageSize=1`, MARIA);
    expect(listed.json.items[0].fields.supplierLot).toBe('LOT-78');
    expect(got.json.history[1].changes).toEqual([{ field: 'supplierLot', before: 'LOT-77', after: 'LOT-78' }]);
    expect(await csvText(`${CA}?format=csv&sort=supplierLot&dir=desc`, MARIA)).toContain('Supplier lot');
    const audit = await h.database.db.execute(sql`select entity_id from audit_log where entity = 'record_custom_field'`);
    expect((audit as unknown as { rows: { entity_id: string }[] }).rows.map((r) => r.entity_id)).toContain('CorrectiveAction.supplierLot');
  });

  it('comments notify the people they @mention; saved views come back by name', async () => {
    const { id } = (await call('POST', CA, MARIA, newCa)).json;
    const said = await call('POST', `${CA}/${id}/Comments`, MARIA, { body: 'Please check the flow meter @bgtwilson' });
    expect(said.status).toBe(201);
    expect(said.json.mentions).toEqual([3001]);
    const tomBell = await h.database.db.select().from(notifications).where(eq(notifications.username, TOM));
    expect(tomBell.some((x) => x.description.includes('mentioned you'))).toBe(true);
    expect((await call('PUT', `${CA}/Views`, TOM, { name: 'BG open', query: { plant: 'BGOHIO', state: 'open' } })).status).toBe(200);
    expect((await call('PUT', `${CA}/Views`, TOM, { name: 'BG open', query: { plant: 'BGOHIO', state: 'inReview' } })).status).toBe(200);
    const views = await call('GET', `${CA}/Views`, TOM);
    expect(views.json).toEqual([expect.objectContaining({ name: 'BG open', query: { plant: 'BGOHIO', state: 'inReview' } })]);
    expect((await call('GET', `${CA}/Views`, MARIA)).json).toEqual([]);
  });

  it('attachments: a photo is stored with a thumbnail; too big, wrong type or no right stores nothing', async () => {
    const { id } = (await call('POST', CA, MARIA, newCa)).json;
    const before = await n(attachments);
    const upload = (as: string, bytes: Buffer, name: string) => multipart(`${CA}/${id}/Attachments`, as, bytes, name);
    expect((await upload(SAM, PNG, 'a.png')).status).toBe(403);
    expect((await upload(MARIA, Buffer.from('#!/bin/sh\necho hi'), 'photo.jpg')).json.error.code).toBe('file-type');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(MARIA, big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(['file-too-large', 'too-large']).toContain(tooBig.json.error.code); // the API's body limit may answer first
    expect(await n(attachments)).toBe(before);
    const ok = await upload(MARIA, PNG, 'weld.png');
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ contentType: 'image/png', hasThumbnail: true });
    const got = await call('GET', `${CA}/${id}`, MARIA);
    expect(got.json.attachments).toHaveLength(1);
    expect(got.json.history.at(-1)).toMatchObject({ action: 'attach' });
    const file = await raw(`/v1/Attachments/${ok.json.id}`, TOM);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect((await raw(`/v1/Attachments/${ok.json.id}/Thumbnail`, TOM)).headers.get('content-type')).toBe('image/jpeg');
    expect((await raw(`/v1/Attachments/${ok.json.id}`, SAM)).status).toBe(403);
  });

  it('is in the OpenAPI document, one tag per type', async () => {
    const doc = await call('GET', '/v1/openapi.json', JORDAN);
    for (const path of [
      '/v1/RecordTypes',
      '/v1/Records/CorrectiveAction',
      '/v1/Records/CorrectiveAction/{id}',
      '/v1/Records/CorrectiveAction/{id}/Transitions',
    ])
      expect(Object.keys(doc.json.paths)).toContain(path);
  });

  async function raw(url: string, as: string, init: RequestInit = {}): Promise<Response> {
    return h.fetch(url, as, init);
  }
  async function csvText(url: string, as: string): Promise<string> {
    const res = await raw(url, as);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return res.text();
  }
  async function multipart(url: string, as: string, bytes: Buffer, name: string) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name));
    const res = await raw(url, as, { method: 'POST', body: form });
    return { status: res.status, json: await res.json() };
  }
}

/** The demo story of the quality applications, on one database. */
export function defineRecordSeedSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('tells a story in every plant, in every application, dated no later than now', async () => {
    const rows = await h.database.db.select().from(records);
    expect(new Set(rows.map((r) => r.plantId))).toEqual(new Set(['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD']));
    expect(new Set(rows.map((r) => r.type)).size).toBe(11); // the nine quality applications, downtime and suggestions
    expect(rows.every((r) => r.createdAt.getTime() <= Date.now() && r.updatedAt.getTime() <= Date.now())).toBe(true);
    const top = await h.database.db.execute(
      sql`select defect_type from weld_leak_entries where plant_id = 'BGOHIO' group by 1 order by count(*) desc limit 1`,
    );
    const defect = (top as unknown as { rows: { defect_type: string }[] }).rows[0]!.defect_type;
    expect(rows.filter((r) => r.type === 'CorrectiveAction' && r.plantId === 'BGOHIO').every((r) => r.title.includes(defect))).toBe(true);
    const soon = await call(TOM, '/v1/Records/MaterialDeviation?plant=BGOHIO&state=approved&pageSize=50');
    const days = soon.items.map((i: { fields: { expiresOn: string } }) => (Date.parse(i.fields.expiresOn) - Date.now()) / 86_400_000);
    expect(days.some((d: number) => d > 0 && d < 3)).toBe(true); // about to expire
    expect(days.some((d: number) => d < 0)).toBe(true); // expired
    const alerts = await call(TOM, '/v1/Records/QAAlert?plant=BGOHIO');
    expect(alerts.items.some((i: { notAcknowledged: number[] }) => i.notAcknowledged.length > 0)).toBe(true);
    const mariaCas = await call(MARIA, '/v1/Records/CorrectiveAction?assigned=true&plant=All');
    expect(mariaCas.total).toBeGreaterThan(0); // on Bowling Green's team, as the story says
  });

  it('a reader acknowledges an alert; the list no longer names them', async () => {
    const alerts = await call(TOM, '/v1/Records/QAAlert?plant=BGOHIO');
    const waiting = alerts.items.find((i: { notAcknowledged: number[] }) => i.notAcknowledged.includes(3001));
    expect(waiting).toBeDefined();
    const res = await h.call('POST', `/v1/Records/QAAlert/${waiting.id}/Acknowledge`, MARIA);
    expect(res.status, JSON.stringify(res.json)).toBe(403); // Maria has not the application
    expect((await h.call('POST', `/v1/Records/QAAlert/${waiting.id}/Acknowledge`, TOM)).status).toBe(200);
    const after = await call(TOM, '/v1/Records/QAAlert?plant=BGOHIO');
    expect(after.items.find((i: { id: number }) => i.id === waiting.id).notAcknowledged).not.toContain(3001);
  });

  async function call(as: string, url: string) {
    const res = await h.call('GET', url, as);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  }
}
