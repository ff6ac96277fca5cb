import { and, count, eq, getTableName, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attachments } from '@/lib/server/attachments/tables';
import { notifications } from '@/lib/server/db/schema/notifications';
import { recordComments, recordHistory, records } from '@/lib/records/engine/server/tables';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { readFirst } from './helpers/read-first';
import { JORDAN, MARIA, PNG, SAM, TOM } from './records-engine-suite';

const MEGAN = 'bgmfischer@example.com'; // Bowling Green's quality technician: opens corrective actions there

/** The seed's rights on the quality records and the plant guard: Tom approves at Bowling Green only, Maria opens and works but approves nothing, each writes at their own plants. */
export function defineRecordRightsSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const CA = '/v1/Records/CorrectiveAction';
  const NC = '/v1/Records/NonConformance';
  const ready = {
    subject: 'Hose fitting leaks at test',
    champion: 2001,
    problem: 'Fittings weep at 3,000 psi',
    containment: 'Stock retested',
    rootCause: 'Torque not verified',
    correctiveActions: 'Torque audit each shift',
    team: [{ member: 2001, role: 'Operator' }],
  };
  /** The bell lines of one person pointing at one record's page. */
  const bells = (email: string, path: string) =>
    h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, email), like(notifications.action, path)));
  const move = (url: string, as: string, to: string) => readFirst(h)('POST', `${url}/Transitions`, as, { to });
  const upload = async (url: string, as: string) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(PNG)], 'weld.png'));
    const res = await h.fetch(`${url}/Attachments`, as, { method: 'POST', body: form });
    return { status: res.status, json: await res.json() };
  };

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('Tom approves and closes at Bowling Green only; Jordan at every plant; the bell tells only who may', async () => {
    const sl = await h.call('POST', CA, MARIA, { ...ready, plant: 'SPIRITLA' });
    expect(sl.status).toBe(201);
    const slUrl = `${CA}/${sl.json.id}`;
    expect((await move(slUrl, MARIA, 'inReview')).status).toBe(200);
    const slPage = `/CorrectiveActions/indexPage/${sl.json.id}`;
    expect(await bells(TOM, slPage)).toHaveLength(0); // not his plant: not asked
    expect((await bells(JORDAN, slPage)).length).toBe(1);
    const asTom = await h.call('GET', slUrl, TOM);
    expect(asTom.json.transitions.find((t: { name: string }) => t.name === 'approve')).toMatchObject({ allowed: false });
    expect(asTom.json).toMatchObject({ canEdit: false, canComment: false });
    const tomApproves = await move(slUrl, TOM, 'approved');
    expect(tomApproves.status).toBe(403);
    expect(tomApproves.json.error.code).toBe('other-plant');
    expect((await h.call('GET', slUrl, JORDAN)).json.state).toBe('inReview'); // nothing written
    expect((await move(slUrl, JORDAN, 'approved')).status).toBe(200);

    // Megan, Bowling Green's quality technician, opens one there: Tom is asked, approves and closes it.
    const bg = await h.call('POST', CA, MEGAN, { ...ready, plant: 'BGOHIO', champion: 3002, team: [{ member: 3002, role: 'Quality' }] });
    expect(bg.status).toBe(201);
    const bgUrl = `${CA}/${bg.json.id}`;
    expect((await move(bgUrl, MEGAN, 'inReview')).status).toBe(200);
    expect((await bells(TOM, `/CorrectiveActions/indexPage/${bg.json.id}`)).length).toBe(1);
    expect((await bells(MARIA, `/CorrectiveActions/indexPage/${bg.json.id}`)).length).toBe(0);
    expect((await h.call('GET', bgUrl, TOM)).json.transitions.find((t: { name: string }) => t.name === 'approve').allowed).toBe(true);
    expect((await move(bgUrl, TOM, 'approved')).status).toBe(200);
    expect((await readFirst(h)('PATCH', bgUrl, TOM, { closure: 'Audits clean for 30 days' })).status).toBe(200);
    expect((await move(bgUrl, TOM, 'closed')).status).toBe(200);
  });

  it('Maria opens non-conformances and 8Ds, is on a team, owns action items; she may not approve or close', async () => {
    const seeded = (await h.call('GET', `${NC}?plant=SPIRITLA&pageSize=1`, MARIA)).json.items[0];
    const nc = await h.call('POST', NC, MARIA, {
      plant: 'SPIRITLA',
      defect: 'Weld spatter on the clevis',
      jobNum: seeded.fields.jobNum,
      partNum: seeded.fields.partNum,
      quantity: 4,
      responsible: 2001,
      disposition: 'rework',
      team: [{ member: 2001, role: 'Welder' }],
    });
    expect(nc.status).toBe(201);
    const ncUrl = `${NC}/${nc.json.id}`;
    expect((await move(ncUrl, MARIA, 'inReview')).status).toBe(200);
    expect((await move(ncUrl, MARIA, 'approved')).status).toBe(403);
    expect((await move(ncUrl, JORDAN, 'approved')).status).toBe(200);
    expect((await move(ncUrl, MARIA, 'closed')).status).toBe(403);
    expect((await h.call('GET', ncUrl, MARIA)).json.state).toBe('approved');

    // On a Spirit Lake 8D Jordan opens, on its team and owner of one of its action items: told by the bell, and she may edit and send it.
    const ca = await h.call('POST', CA, JORDAN, {
      ...ready,
      plant: 'SPIRITLA',
      champion: 1001,
      actionItems: [{ action: 'Audit torque at the cell', owner: 2001, dueDate: '2026-12-18', done: false }],
    });
    expect(ca.status).toBe(201);
    expect((await bells(MARIA, `/CorrectiveActions/indexPage/${ca.json.id}`)).length).toBe(1);
    const caUrl = `${CA}/${ca.json.id}`;
    const asMaria = await h.call('GET', caUrl, MARIA);
    expect(asMaria.json.canEdit).toBe(true);
    expect((await move(caUrl, MARIA, 'inReview')).status).toBe(200);
    const inReview = (await h.call('GET', caUrl, MARIA)).json;
    expect(inReview.transitions.find((t: { name: string }) => t.name === 'approve').allowed).toBe(false);
    const mariaApproves = await move(caUrl, MARIA, 'approved');
    expect(mariaApproves.status).toBe(403);
    expect(mariaApproves.json.error.code).toBe('transition-not-allowed'); // her own plant: refused by the right, not the plant
    // Jordan holds the approvers' right, but this 8D is his own: approving it is someone else's (the rule 'not the owner').
    const ownApproval = await move(caUrl, JORDAN, 'approved');
    expect(ownApproval.status).toBe(403);
    expect(ownApproval.json.error.code).toBe('own-record');
    expect((await h.call('GET', caUrl, MARIA)).json.state).toBe('inReview');
    expect((await h.call('POST', CA, SAM, { ...ready, plant: 'BGOHIO' })).status).toBe(403);
  });

  it('every record write at a plant the caller does not work at is refused (403 other-plant) before its fields, and writes nothing', async () => {
    const sl = await h.call('POST', CA, MARIA, { ...ready, plant: 'SPIRITLA' });
    const slUrl = `${CA}/${sl.json.id}`;
    const bg = await h.call('POST', CA, TOM, { ...ready, plant: 'BGOHIO', champion: 3001 });
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          [records, recordHistory, recordComments, attachments, notifications].map(async (t) => [
            getTableName(t),
            (await h.database.db.select({ n: count() }).from(t))[0]!.n,
          ]),
        ),
      );
    const before = await counts();
    const refusals = [
      await h.call('POST', CA, TOM, { ...ready, plant: 'SPIRITLA' }),
      await h.call('POST', CA, TOM, { plant: 'SPIRITLA', subject: '', quantity: 'lots' }), // the plant before the fields
      await readFirst(h)('PATCH', slUrl, TOM, { containment: 'Sorted at Bowling Green' }),
      await readFirst(h)('PATCH', `${CA}/${bg.json.id}`, TOM, { plant: 'SPIRITLA' }), // nor moved to another plant
      await move(slUrl, TOM, 'inReview'),
      await h.call('POST', `${slUrl}/Comments`, TOM, { body: 'Seen from Bowling Green @slmnguyen' }),
      await upload(slUrl, TOM),
      await h.call('POST', `${CA}/${bg.json.id}/Comments`, MARIA, { body: 'From Spirit Lake' }),
    ];
    expect(refusals.map((r) => `${r.status} ${r.json.error?.code}`)).toEqual(Array(refusals.length).fill('403 other-plant'));
    expect(refusals[0]!.json.error.values).toEqual({ plant: 'Spirit Lake', plants: 'Bowling Green' });
    expect(await counts()).toEqual(before);

    // Granted Spirit Lake by an administrator, Tom works there too: his writes and his approver right count there.
    const grant = await h.call('POST', '/v1/Admin/Employees/3001/Plants', JORDAN, { plantId: 'SPIRITLA' });
    expect(grant.status).toBeLessThan(300);
    expect((await h.call('POST', `${slUrl}/Comments`, TOM, { body: 'Now one of my plants' })).status).toBe(201);
    expect((await move(slUrl, MARIA, 'inReview')).status).toBe(200);
    expect((await h.call('GET', slUrl, TOM)).json.transitions.find((t: { name: string }) => t.name === 'approve').allowed).toBe(true);
    expect((await move(slUrl, TOM, 'approved')).status).toBe(200);
    expect((await h.call('DELETE', '/v1/Admin/Employees/3001/Plants/SPIRITLA', JORDAN)).status).toBeLessThan(300);
    expect((await h.call('POST', `${slUrl}/Comments`, TOM, { body: 'Not any more' })).json.error.code).toBe('other-plant');
  });

  it('the internal CA dashboard reads open action items by plant: done ones and closed records left out; 403 without the application', async () => {
    const ICA = '/v1/Records/InternalCA';
    const opened = await h.call('POST', ICA, TOM, {
      plant: 'BGOHIO',
      finding: 'Expired gauge at the saw',
      responsible: 3001,
      description: 'Caliper 114 past its calibration date',
      actionItems: [
        { action: 'Recalibrate caliper 114', owner: 3001, dueDate: '2026-01-05', done: false },
        { action: 'Tag the saw gauges', owner: 3002, dueDate: '2026-01-06', done: true },
      ],
    });
    expect(opened.status).toBe(201);
    const mine = (items: { recordId: number }[]) => items.filter((i) => i.recordId === opened.json.id);
    const atBg = await h.call('GET', `${ICA}/OpenActions?plant=BGOHIO`, TOM);
    expect(atBg.status).toBe(200);
    expect(mine(atBg.json.items)).toEqual([
      {
        recordId: opened.json.id,
        title: 'Expired gauge at the saw',
        plant: 'BGOHIO',
        state: 'open',
        action: 'Recalibrate caliper 114',
        ownerId: 3001,
        owner: 'Tom Wilson',
        dueDate: '2026-01-05',
      },
    ]);
    expect(atBg.json.items.every((i: { plant: string }) => i.plant === 'BGOHIO')).toBe(true);
    expect(mine((await h.call('GET', `${ICA}/OpenActions?plant=SPIRITLA`, TOM)).json.items)).toEqual([]);
    expect(mine((await h.call('GET', `${ICA}/OpenActions`, JORDAN)).json.items)).toHaveLength(1);
    expect((await move(`${ICA}/${opened.json.id}`, TOM, 'cancelled')).status).toBe(200);
    expect(mine((await h.call('GET', `${ICA}/OpenActions?plant=BGOHIO`, TOM)).json.items)).toEqual([]);
    expect((await h.call('GET', `${ICA}/OpenActions?plant=Nowhere`, TOM)).status).toBe(400);
    for (const who of [MARIA, SAM]) expect((await h.call('GET', `${ICA}/OpenActions?plant=Nowhere`, who)).status).toBe(403);
  });
}
