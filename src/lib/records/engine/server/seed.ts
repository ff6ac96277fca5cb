import { count, sql } from 'drizzle-orm';
import type { RecordTypeDef } from '@/lib/records/engine/definition';
import type { ChildRow, FieldValue } from '@/lib/records/engine/validation';
import { RECORD_TYPES } from '@/lib/records/types/index';
import type { Tx } from '@/lib/server/db/database';
import { daysAgo, seededRandom } from '@/lib/server/db/seed-random';
import { recordHistory, records } from './tables';
import { derivedColumns } from './values';
import type { SeedStory } from './seed-story';
import { downtimeStories } from '@/lib/records/types/downtime/seed';
import { suggestionStories } from '@/lib/records/types/suggestion-box/seed';

/** The people of each plant in the story: the first owns, the others are on teams and own action items. */
const PEOPLE: Record<string, number[]> = {
  MfgSys: [1004, 1003, 1005],
  SPIRITLA: [2001, 2002, 2003],
  BGOHIO: [3001, 3002, 3003],
  REBUILD: [4002, 4003, 4001],
};
const DAY = 86_400_000;

type Story = SeedStory;

/**
 * The records the seeded bell notifications name (src/lib/server/db/seed-data.ts): Sheldon's open 8D
 * assigned to Jordan, Metal Finishing's open 8D waiting for Riya's five whys, the open non-conformance
 * at Bowling Green. They keep those numbers; the other records are numbered after the highest.
 */
const BELL_RECORDS: { type: string; plant: string; state: string; id: number }[] = [
  { type: 'CorrectiveAction', plant: 'MfgSys', state: 'open', id: 77 },
  { type: 'CorrectiveAction', plant: 'REBUILD', state: 'open', id: 81 },
  { type: 'NonConformance', plant: 'BGOHIO', state: 'open', id: 240 },
];

const def = (type: string) => RECORD_TYPES.find((t) => t.type === type)!;
const rows = (list: Omit<ChildRow, 'id'>[], key: string) => list.map((r, i) => ({ ...r, id: `${key}-${i}` }) as ChildRow);

async function firstRow<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/** The stories of one plant: 8Ds that follow the weld leak Pareto's top defect, non-conformances on real jobs, a deviation about to expire, alerts half acknowledged. */
async function storiesOf(tx: Tx, plant: string, now: Date, r: ReturnType<typeof seededRandom>): Promise<Story[]> {
  const [owner, a, b] = PEOPLE[plant]!;
  const top = await firstRow<{ defect: string; n: number; id: number }>(
    tx,
    sql`select defect_type as defect, count(*)::int as n, max(id) as id from weld_leak_entries where plant_id = ${plant} group by defect_type order by 2 desc limit 1`,
  );
  const jobs = (
    (await tx.execute(sql`select job_num, part_num from jobs where plant_id = ${plant} order by job_num limit 6`)) as unknown as {
      rows: { job_num: string; part_num: string }[];
    }
  ).rows;
  const job = (i: number) => jobs[i % Math.max(1, jobs.length)] ?? { job_num: '', part_num: '' };
  const defect = top?.defect ?? 'porosity cluster';
  const ai = (action: string, who: number, due: number, done: boolean) => ({ action, owner: who, dueDate: daysAgo(now, due), done });
  const team = [
    { member: a!, role: 'Weld cell lead' },
    { member: b!, role: 'Quality technician' },
  ];
  const ca = (state: string, path: string[], age: number, extra: Record<string, FieldValue>): Story => ({
    type: 'CorrectiveAction',
    plant,
    state,
    path,
    age,
    owner: owner!,
    fields: {
      subject: `Weld leaks: ${defect} at the port weld`,
      source: 'weldLeak',
      sourceRef: top ? `/weldleakrepair/${top.id}` : null,
      champion: owner!,
      partNum: job(0).part_num,
      jobNum: job(0).job_num,
      quantity: top?.n ?? 5,
      problem: `${top?.n ?? 5} leaks of type ${defect} at pressure test in six months, the top bar of the weld leak Pareto.`,
      ...extra,
    },
    children: {
      team,
      actionItems: [
        ai('Check wire feed and gas flow on the robot cell', a!, age - 3, state !== 'open'),
        ai('Add a porosity check to the first-piece inspection', b!, age - 10, state === 'closed'),
      ],
    },
  });
  const rootCause = {
    containment: 'Sorted the week’s cylinders with a 100 % leak test.',
    why1: 'Gas shielding was disturbed',
    why2: 'Gas flow dropped below 30 CFH',
    why3: 'The regulator at the cell drifted',
    why4: 'No check of the flow at start of shift',
    why5: 'The start-up checklist does not ask for it',
    rootCause: 'Unchecked shielding gas flow at the robot cell.',
    correctiveActions: 'Flow meter with an alarm at the cell; flow on the start-up checklist.',
  };
  const nc = (i: number, state: string, path: string[], disposition: string | null): Story => ({
    type: 'NonConformance',
    plant,
    state,
    path,
    age: 2 + i * 9,
    owner: owner!,
    fields: {
      defect: ['Bore out of tolerance', 'Rod chrome pitting', 'Thread damage on port'][i % 3]!,
      jobNum: job(i + 1).job_num,
      partNum: job(i + 1).part_num,
      quantity: r.int(2, 12),
      operation: ['HONE 30', 'CHROME 40', 'CNC 20'][i % 3]!,
      owner: a!,
      description: 'Found at in-process inspection; parts tagged and held.',
      disposition,
      dispositionNote: disposition ? 'Agreed with engineering.' : null,
    },
    children: { team: [{ member: b!, role: 'Inspector' }], actionItems: [ai('Check the gauge calibration', b!, 1, false)] },
  });
  const expiresSoon = new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10);
  const deviation = {
    subject: 'Substitute seal kit while the supplier is on backorder',
    partNum: job(2).part_num,
    requirement: 'Seal kit SEAL-KIT-400 as drawn.',
    deviation: 'Use the equivalent seal kit of the other supplier.',
    reason: 'Supplier backorder of six weeks.',
    quantityLimit: 200,
  };
  // The owner has not read it yet, the next person has: half acknowledged.
  const readers = (n: number) => [owner!, a!].slice(0, n).map((id, i) => ({ reader: id, acknowledged: i % 2 === 1 }));
  return [
    ca('closed', ['inReview', 'approved', 'closed'], 40, {
      ...rootCause,
      prevention: 'Gas flow check added to every weld cell’s start-up checklist.',
      approvalNote: 'Root cause confirmed by the flow log.',
      closure: 'No porosity leaks in four weeks; team thanked at the shift meeting.',
      verifiedEffective: true,
    }),
    ca('inReview', ['inReview'], 12, rootCause),
    ca('open', [], 3, { containment: 'Cylinders of the affected shift quarantined.' }),
    nc(0, 'open', [], null),
    nc(1, 'inReview', ['inReview'], 'rework'),
    nc(2, 'closed', ['inReview', 'approved', 'closed'], 'scrap'),
    {
      type: 'InternalCA',
      plant,
      state: 'open',
      path: [],
      age: 30,
      owner: owner!,
      fields: {
        finding: 'Fire extinguisher blocked by pallets',
        area: 'Shipping dock',
        responsible: a!,
        description: 'Found at the monthly safety walk.',
      },
      children: {
        team: [{ member: b!, role: 'Auditor' }],
        actionItems: [
          ai('Mark the floor in front of the extinguisher', a!, 20, false),
          ai('Move the pallets to the racking', b!, 5, false),
          ai('Add the extinguisher to the walk checklist', owner!, 0, false),
          ai('Tell the dock crew at the shift meeting', a!, 4, true),
        ],
      },
    },
    {
      type: 'InternalCA',
      plant,
      state: 'inReview',
      path: ['inReview'],
      age: 60,
      owner: owner!,
      fields: {
        finding: 'Work instructions out of date at the saw',
        area: 'SAW',
        responsible: b!,
        description: 'Internal audit found revision B posted, revision C released.',
        rootCause: 'No owner for posted documents.',
      },
      children: {
        actionItems: [
          ai('Post revision C and name an owner', b!, 45, true),
          ai('Check every posted instruction against the released revision', b!, 38, false),
          ai('Train the saw operators on revision C', a!, 12, false),
        ],
      },
    },
    {
      type: 'MaterialNonConformance',
      plant,
      state: 'open',
      path: [],
      age: 4,
      owner: owner!,
      fields: {
        defect: 'Tube wall under minimum',
        partNum: job(0).part_num,
        supplier: 'Midwest Tube Co.',
        poNum: `PO-${r.int(40000, 49999)}`,
        heatNum: `H${r.int(100000, 999999)}`,
        quantity: r.int(10, 40),
        description: 'Receiving inspection measured 0.230 in against 0.250 ± 0.010 in.',
      },
    },
    {
      type: 'QAAlert',
      plant,
      state: 'active',
      path: [],
      age: 2,
      owner: owner!,
      fields: {
        subject: `Check for ${defect} at the port weld`,
        workCenters: 'WELD, TEST',
        description: 'Look at every port weld under the lamp before the leak test until further notice.',
        effectiveUntil: daysAgo(now, -14),
      },
      children: { readers: readers(3) },
    },
    {
      type: 'QAAlert',
      plant,
      state: 'active',
      path: [],
      age: 9,
      owner: owner!,
      fields: {
        subject: 'New torque on port plugs: 45 ft·lb',
        workCenters: 'ASSY',
        description: 'Engineering change: torque port plugs to 45 ft·lb.',
      },
      children: { readers: readers(2) },
    },
    {
      type: 'StopAudit',
      plant,
      state: r.next() < 0.5 ? 'stopped' : 'released',
      path: [],
      age: 1,
      owner: owner!,
      fields: {
        subject: 'Leak test failures above limit',
        workCenter: 'TEST-1',
        jobNum: job(0).job_num,
        partNum: job(0).part_num,
        stoppedAt: new Date(now.getTime() - 20 * 3_600_000).toISOString(),
        findings: null,
      },
    },
    {
      type: 'MaterialDeviation',
      plant,
      state: 'approved',
      path: ['qualityApproved', 'approved'],
      age: 25,
      owner: owner!,
      fields: { ...deviation, expiresOn: expiresSoon },
    },
    {
      type: 'MaterialDeviation',
      plant,
      state: 'approved',
      path: ['qualityApproved', 'approved'],
      age: 60,
      owner: owner!,
      fields: { ...deviation, subject: 'Alternate paint while the line is requalified', expiresOn: daysAgo(now, 5) },
    },
    {
      type: 'MaterialDeviation',
      plant,
      state: 'requested',
      path: [],
      age: 1,
      owner: owner!,
      fields: { ...deviation, subject: 'Bar stock of the next size up for rods', expiresOn: null },
    },
    {
      type: 'ProcessDeviation',
      plant,
      state: 'qualityApproved',
      path: ['qualityApproved'],
      age: 5,
      owner: owner!,
      fields: {
        ...deviation,
        subject: 'Hone on the second machine while HONE-1 is repaired',
        requirement: 'Routing: HONE-1.',
        deviation: 'HONE-2 with the same program.',
        expiresOn: daysAgo(now, -10),
      },
    },
    {
      type: 'DMR',
      plant,
      state: 'purchasing',
      path: [],
      age: 3,
      owner: owner!,
      fields: {
        discrepancy: 'Wrong thread on 40 port fittings',
        partNum: job(1).part_num,
        supplier: 'Great Lakes Fittings',
        poNum: `PO-${r.int(40000, 49999)}`,
        quantity: 40,
      },
    },
    {
      type: 'DMR',
      plant,
      state: 'accounting',
      path: ['accounting'],
      age: 15,
      owner: owner!,
      fields: {
        discrepancy: 'Short shipment of clevises',
        partNum: job(2).part_num,
        supplier: 'Ohio Forge',
        poNum: `PO-${r.int(40000, 49999)}`,
        quantity: 12,
        purchasingDisposition: 'replace',
        purchasingNote: 'Supplier ships the rest this week.',
      },
    },
  ];
}

/** Seeds the quality applications' demo records in every plant, dated back from `now`, when no record exists yet (one bulk insert each). */
export async function seedRecordEngine(tx: Tx, now = new Date()): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(records);
  if ((existing?.n ?? 0) > 0) return false;
  const r = seededRandom(22);
  const stories: Story[] = [];
  for (const [plant, people] of Object.entries(PEOPLE)) {
    stories.push(...(await storiesOf(tx, plant, now, r)), ...downtimeStories(plant, now, people));
    // Tom reviews suggestions at Bowling Green, Jordan everywhere else.
    stories.push(...suggestionStories(plant, people, plant === 'BGOHIO' ? 3001 : 1001));
  }
  for (const bell of BELL_RECORDS) {
    const story = stories.find((s) => s.type === bell.type && s.plant === bell.plant && s.state === bell.state);
    if (story) story.id = bell.id;
  }
  // 'Corrective action 77 was assigned to you by Quality': Jordan champions it.
  const assigned = stories.find((s) => s.id === 77);
  if (assigned) assigned.fields = { ...assigned.fields, champion: 1001 };
  // Numbered ones first, in order, so the identity can be moved to each number before its insert.
  stories.sort((x, y) => (x.id ?? Infinity) - (y.id ?? Infinity));
  const values = stories.map((s, i) => {
    const type = def(s.type) as RecordTypeDef;
    const children = Object.fromEntries(Object.entries(s.children ?? {}).map(([k, list]) => [k, rows(list, `${i}${k}`)]));
    const fields = Object.fromEntries(Object.entries(s.fields).filter(([, v]) => v !== null && v !== ''));
    const at = new Date(now.getTime() - s.age * DAY);
    return {
      type: s.type,
      plantId: s.plant,
      state: s.state,
      version: 1 + s.path.length,
      ownerId: s.owner,
      fields,
      children,
      createdAt: at,
      updatedAt: new Date(Math.min(now.getTime(), at.getTime() + s.path.length * DAY)),
      ...derivedColumns(type, [], fields, children),
    };
  });
  const made: { id: number }[] = [];
  const numbered = stories.filter((s) => s.id !== undefined).length;
  for (const [i, story] of stories.slice(0, numbered).entries()) {
    await tx.execute(sql.raw(`alter table records alter column id restart with ${story.id!}`));
    made.push(...(await tx.insert(records).values(values[i]!).returning({ id: records.id })));
  }
  made.push(...(await tx.insert(records).values(values.slice(numbered)).returning({ id: records.id })));
  const history = stories.flatMap((s, i) => {
    const id = made[i]!.id;
    const at = (step: number) => new Date(Math.min(now.getTime(), now.getTime() - s.age * DAY + step * DAY));
    const initial = def(s.type).initial;
    return [
      {
        recordId: id,
        action: 'create' as const,
        empId: s.owner,
        at: at(0),
        toState: initial,
        changes: Object.entries(values[i]!.fields).map(([field, v]) => ({ field, before: '', after: String(v) })),
      },
      ...s.path.map((to, step) => ({
        recordId: id,
        action: 'transition' as const,
        empId: s.by ?? s.owner,
        at: at(step + 1),
        fromState: step === 0 ? initial : s.path[step - 1]!,
        toState: to,
        changes: [{ field: 'state', before: step === 0 ? initial : s.path[step - 1]!, after: to }],
      })),
    ];
  });
  await tx.insert(recordHistory).values(history);
  return true;
}
