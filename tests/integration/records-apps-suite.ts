import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessForEmployee } from '@/lib/server/db/access';
import { subApps, userGroups } from '@/lib/server/db/schema/access';
import { notifications } from '@/lib/server/db/schema/notifications';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { recordHistory, records } from '@/lib/records/engine/server/tables';
import { addRecordType, recordTypeOf } from '@/lib/records/engine/server/registry';
import { effectProbe, effectProbeRules } from './fixtures/effect-probe';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { readFirst } from './helpers/read-first';

const TOM = 'bgtwilson@example.com'; // reviews suggestions at Bowling Green, supervisor (downtime)
const MEGAN = 'bgmfischer@example.com'; // Bowling Green: no right but what every employee holds
const JORDAN = 'shjcarter@example.com'; // administrator, every right
const SAM = 'shnoaccess@example.com'; // no application of his own
const SB = '/v1/Records/Suggestion';
const DT = '/v1/Records/Downtime';
const idea = { plant: 'BGOHIO', subject: 'Mirror at the aisle corner', description: 'Forklifts come round fast.', area: 'safety' };

/** The engine's application kinds: a type's rules, effects, field rights, anonymity and rights declared in its definition. */
export function defineRecordAppsSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  let call: ReturnType<typeof readFirst>;
  const n = async (table: typeof records | typeof notifications) => (await h.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const bellsOf = (email: string) => h.database.db.select().from(notifications).where(eq(notifications.username, email));

  beforeAll(async () => {
    if (!recordTypeOf('EffectProbe')) addRecordType(effectProbe, effectProbeRules);
    h = await openApiHarness(serverUrl);
    call = readFirst(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses a stop that ends before it began (400 naming endedAt, nothing written) and computes a stop’s minutes', async () => {
    const before = await n(records);
    const backwards = await call('POST', DT, TOM, {
      plant: 'BGOHIO',
      workCenter: 'PRESS-01',
      reason: 'breakdown',
      startedAt: '2026-11-20T10:00:00Z',
      endedAt: '2026-11-20T09:15:00Z',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields).toEqual([expect.objectContaining({ field: 'endedAt', code: 'end-before-start' })]);
    expect(await n(records)).toBe(before);
    const typed = await call('POST', DT, TOM, { plant: 'BGOHIO', workCenter: 'PRESS-01', reason: 'breakdown', minutes: 5 });
    expect(typed.status).toBe(400);
    expect(typed.json.error.fields[0].field).toBe('minutes');
    const stop = { plant: 'BGOHIO', workCenter: 'PRESS-01', reason: 'breakdown', startedAt: '2026-11-20T09:15:00Z' };
    const made = await call('POST', DT, TOM, stop);
    expect(made.status).toBe(201);
    const open = await call('GET', `${DT}/${made.json.id}`, TOM);
    expect(open.json.fields.minutes).toBeNull();
    const closed = await call('POST', `${DT}/${made.json.id}/Transitions`, TOM, {
      to: 'closed',
      fields: { endedAt: '2026-11-20T10:00:00Z' },
    });
    expect(closed.status).toBe(200);
    expect((await call('GET', `${DT}/${made.json.id}`, TOM)).json.fields).toMatchObject({ minutes: 45, endedAt: '2026-11-20T10:00:00Z' });
  });

  it('a default from the person: a stop opened without its start starts now', async () => {
    const made = await call('POST', DT, TOM, { plant: 'BGOHIO', workCenter: 'ASSY-03', reason: 'noMaterial' });
    expect(made.status).toBe(201);
    const started = (await call('GET', `${DT}/${made.json.id}`, TOM)).json.fields.startedAt as string;
    expect(Math.abs(Date.parse(started) - Date.now())).toBeLessThan(60_000);
  });

  it('rolls the whole save back when an effect fails: no record, no bell line; with the effect passing both are written', async () => {
    const [records0, bells0] = [await n(records), await n(notifications)];
    const refused = await call('POST', '/v1/Records/EffectProbe', TOM, { plant: 'BGOHIO', what: 'refused', refuse: true });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('probe-refused');
    expect([await n(records), await n(notifications)]).toEqual([records0, bells0]);
    const passed = await call('POST', '/v1/Records/EffectProbe', TOM, { plant: 'BGOHIO', what: 'passed' });
    expect(passed.status).toBe(201);
    expect([await n(records), await n(notifications)]).toEqual([records0 + 1, bells0 + 1]);
  });

  it('asks for the version of a change: a PATCH or a transition naming none is 428 version-required, nothing written', async () => {
    const made = await call('POST', SB, MEGAN, idea);
    const url = `${SB}/${made.json.id}`;
    const patch = await h.call('PATCH', url, MEGAN, { subject: 'Changed without a version' });
    expect(patch.status).toBe(428);
    expect(patch.json.error.code).toBe('version-required');
    const move = await h.call('POST', `${url}/Transitions`, TOM, { to: 'underReview', fields: { reviewer: 3001 } });
    expect(move.status).toBe(428);
    const row = (await h.database.db.select().from(records).where(eq(records.id, made.json.id)))[0]!;
    expect([row.version, row.state, row.fields['subject']]).toEqual([1, 'submitted', idea.subject]);
    expect((await h.call('PATCH', url, MEGAN, { subject: 'With its version' }, { 'if-match': `"${made.json.id}-1"` })).status).toBe(200);
  });

  it('keeps the reviewer’s fields the reviewer’s: 403 naming the field for the submitter; the transition takes them in its step', async () => {
    const before = await n(records);
    const sneaky = await call('POST', SB, MEGAN, { ...idea, response: 'Accepted by me' });
    expect(sneaky.status).toBe(403);
    expect(sneaky.json.error.fields[0].field).toBe('response');
    expect(await n(records)).toBe(before);
    const made = await call('POST', SB, MEGAN, idea);
    const url = `${SB}/${made.json.id}`;
    expect((await call('PATCH', url, MEGAN, { response: 'Self-approved' })).json.error.fields[0].field).toBe('response');
    const review = await call('POST', `${url}/Transitions`, TOM, { to: 'underReview', fields: { reviewer: 3001 } });
    expect(review.status).toBe(200);
    const early = await call('POST', `${url}/Transitions`, TOM, { to: 'accepted' });
    expect(early.status).toBe(400);
    expect(early.json.error.fields[0].field).toBe('response');
    const accepted = await call('POST', `${url}/Transitions`, TOM, { to: 'accepted', fields: { response: 'A mirror goes up this week.' } });
    expect(accepted.status).toBe(200);
    const detail = (await call('GET', url, MEGAN)).json;
    expect([detail.state, detail.assigneeId, detail.fields.response]).toEqual(['accepted', 3001, 'A mirror goes up this week.']);
  });

  it('never lets an owner approve their own: the rule not-the-owner of the definition (403 own-record)', async () => {
    const made = await call('POST', SB, TOM, { ...idea, subject: 'My own idea' });
    const url = `${SB}/${made.json.id}`;
    expect((await call('POST', `${url}/Transitions`, TOM, { to: 'underReview', fields: { reviewer: 3001 } })).status).toBe(200);
    const own = await call('POST', `${url}/Transitions`, TOM, { to: 'accepted', fields: { response: 'Great idea, mine' } });
    expect(own.status).toBe(403);
    expect(own.json.error.code).toBe('own-record');
  });

  it('names no anonymous submitter anywhere: row, history, API, list, CSV, notification; not even to an administrator', async () => {
    const megansBells = (await bellsOf(MEGAN)).length;
    const made = await call('POST', SB, MEGAN, { ...idea, subject: 'Anonymous: the break room fridge', anonymous: true });
    expect(made.status).toBe(201);
    const id = made.json.id as number;
    const row = (await h.database.db.select().from(records).where(eq(records.id, id)))[0]!;
    expect(row.ownerId).toBeNull();
    const history = await h.database.db.select().from(recordHistory).where(eq(recordHistory.recordId, id));
    expect(history.map((x) => x.empId)).toEqual([null]);
    const seen = [
      JSON.stringify((await call('GET', `${SB}/${id}`, JORDAN)).json),
      JSON.stringify((await call('GET', `${SB}?q=fridge`, JORDAN)).json),
      (await h.fetch(`${SB}?format=csv&q=fridge`, JORDAN)).text(),
    ];
    const csv = await seen[2];
    expect(csv).toContain('break room fridge');
    for (const text of [...seen.slice(0, 2), csv]) expect(text).not.toMatch(/Megan|Fischer|3002|bgmfischer/);
    // Megan cannot find it again either: nothing ties it to her.
    expect((await call('GET', `${SB}/${id}`, MEGAN)).status).toBe(404);
    expect((await call('POST', `${SB}/${id}/Transitions`, TOM, { to: 'underReview', fields: { reviewer: 3001 } })).status).toBe(200);
    expect((await bellsOf(MEGAN)).length).toBe(megansBells);
    const lines = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.action, `/SuggestionBox?id=${id}`));
    for (const line of lines) expect(line.description).not.toMatch(/Megan|Fischer/);
    expect((await call('PATCH', `${SB}/${id}`, TOM, { anonymous: false })).json.error.code).toBe('anonymous-fixed');
  });

  it('reads suggestions only with the reviewers’ right: others list and open only their own', async () => {
    const mine = await call('POST', SB, MEGAN, { ...idea, subject: 'Megan’s own' });
    const toms = await call('POST', SB, TOM, { ...idea, subject: 'Tom’s own' });
    const listed = (await call('GET', `${SB}?pageSize=100`, MEGAN)).json.items.map((i: { id: number }) => i.id);
    expect(listed).toContain(mine.json.id);
    expect(listed).not.toContain(toms.json.id);
    expect((await call('GET', `${SB}/${toms.json.id}`, MEGAN)).status).toBe(404);
    expect((await call('GET', `${SB}/${mine.json.id}`, TOM)).status).toBe(200);
  });

  it('sends a mention’s text only to someone who may read the record', async () => {
    const made = await call('POST', SB, TOM, { ...idea, subject: 'Mention probe' });
    const megans = (await bellsOf(MEGAN)).length;
    const comment = await call('POST', `${SB}/${made.json.id}/Comments`, JORDAN, { body: 'Secret plan @bgmfischer and @bgtwilson' });
    expect(comment.status).toBe(201);
    expect((await bellsOf(MEGAN)).length).toBe(megans); // not a reviewer, not hers: no text sent
    const toms = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, TOM), eq(notifications.action, `/SuggestionBox?id=${made.json.id}`)));
    expect(toms.length).toBe(1); // a reviewer reads it: told, with the text
  });

  it('brings a type’s declared rights into an existing database at start, idempotently, and the suggestion box to every employee', async () => {
    const db = h.database.db;
    await db.delete(subApps).where(eq(subApps.subAppId, 'Suggestions_Review'));
    await db.delete(userGroups).where(eq(userGroups.name, 'Every employee'));
    expect(await accessForEmployee(db, 1002)).toEqual({});
    await seedIfEmpty(db);
    await seedIfEmpty(db);
    expect(await db.select().from(subApps).where(eq(subApps.subAppId, 'Suggestions_Review'))).toHaveLength(1);
    expect(await db.select().from(userGroups).where(eq(userGroups.everyEmployee, true))).toHaveLength(1);
    expect(Object.keys(await accessForEmployee(db, 1002))).toEqual(['SuggestionBox']);
    expect((await call('POST', SB, SAM, { ...idea, plant: 'MfgSys' })).status).toBe(201);
  });
}
