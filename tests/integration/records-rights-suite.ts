import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '@/lib/server/db/schema/notifications';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';
import { JORDAN, MARIA, SAM, TOM } from './records-engine-suite';

/** The seed's rights on the quality records: Tom approves at Bowling Green only, Maria opens and works but approves nothing. */
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
  const move = (url: string, as: string, to: string) => h.call('POST', `${url}/Transitions`, as, { to });

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
    const tomApproves = await move(slUrl, TOM, 'approved');
    expect(tomApproves.status).toBe(403);
    expect(tomApproves.json.error.code).toBe('transition-not-allowed');
    expect((await h.call('GET', slUrl, JORDAN)).json.state).toBe('inReview'); // nothing written
    expect((await move(slUrl, JORDAN, 'approved')).status).toBe(200);

    const bg = await h.call('POST', CA, MARIA, { ...ready, plant: 'BGOHIO' });
    const bgUrl = `${CA}/${bg.json.id}`;
    expect((await move(bgUrl, MARIA, 'inReview')).status).toBe(200);
    expect((await bells(TOM, `/CorrectiveActions/indexPage/${bg.json.id}`)).length).toBe(1);
    expect((await h.call('GET', bgUrl, TOM)).json.transitions.find((t: { name: string }) => t.name === 'approve').allowed).toBe(true);
    expect((await move(bgUrl, TOM, 'approved')).status).toBe(200);
    expect((await h.call('PATCH', bgUrl, TOM, { closure: 'Audits clean for 30 days' })).status).toBe(200);
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

    // On Tom's 8D's team and owner of one of its action items: told by the bell, and she may edit and send it.
    const ca = await h.call('POST', CA, TOM, {
      ...ready,
      plant: 'BGOHIO',
      champion: 3001,
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
    expect((await move(caUrl, MARIA, 'approved')).status).toBe(403);
    expect((await h.call('POST', CA, SAM, { ...ready, plant: 'BGOHIO' })).status).toBe(403);
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
