import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMoveRequestHub, type MoveRequestEvent } from '@/lib/materials/server/move-hub';
import { jobMaterials, jobs, materialLedger, onHand, parts } from '@/lib/plant-data/server/tables';
import { moveRequests } from '@/lib/materials/server/tables';
import { notifications } from '@/lib/server/db/schema/notifications';
import { notificationText, type NotificationText } from '@/lib/notify/text';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const MARIA = 'slmnguyen@example.com';
const TOM = 'bgtwilson@example.com';
const RIYA = 'mfrpatel@example.com';
const JORDAN = 'shjcarter@example.com'; // every application, no MaterialQueue_Supervisor
const soon = () => new Date(Date.now() + 3_600_000).toISOString();

/** Move requests and short ends on a fresh seeded database (PGlite or PostgreSQL). */
export function defineMovesSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    // Tom (Bowling Green) handles Spirit Lake's queue in these tests: an administrator lets him work there.
    expect((await h.call('POST', '/v1/Admin/Employees/3001/Plants', JORDAN, { plantId: 'SPIRITLA' })).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  const stock = async (plantId: string, binNum: string, partNum: string) =>
    (
      await h.database.db
        .select()
        .from(onHand)
        .where(and(eq(onHand.plantId, plantId), eq(onHand.binNum, binNum), eq(onHand.partNum, partNum)))
    ).reduce((sum, row) => sum + row.quantity, 0);
  const count = async (table: typeof moveRequests | typeof materialLedger) =>
    Number((await h.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

  const stk = {
    formType: 'STK',
    plant: 'SPIRITLA',
    partNum: 'SEAL-KIT-400',
    quantity: 5,
    fromWarehouse: 'STORES',
    fromBin: 'A-05-1',
    toWarehouse: 'WIP',
    toBin: 'ASSY-1',
    notes: 'for 219602',
  };

  it("starts each plant's queue with the demo's requests: the line-down job's production move on top, a bar already taken, pallets; nothing moved", async () => {
    for (const plant of ['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD']) {
      const queue = (await h.call('GET', `/v1/MoveRequests?plant=${plant}`, TOM)).json;
      expect(
        queue.map((m: { moveType: string }) => m.moveType),
        plant,
      ).toEqual(['Job Move', 'Inventory', 'Pallet']);
      expect(queue[0], plant).toMatchObject({
        lineDown: true,
        status: 'open',
        uom: null,
        quantity: expect.any(Number),
        reference: expect.stringContaining(' → '),
        requestedByName: expect.any(String),
      });
      expect(queue[1], plant).toMatchObject({
        status: 'taken',
        quantity: 240,
        uom: 'IN',
        fromWarehouse: 'STORES',
        toBin: 'SAW-1',
        takenByName: expect.any(String),
      });
      expect(queue[2], plant).toMatchObject({ status: 'open', fromBin: 'X', toBin: 'DOCK-1' });
      for (const m of queue) expect(Date.parse(m.createdAt)).toBeLessThanOrEqual(Date.now());
    }
    expect(await h.database.db.select().from(materialLedger).where(eq(materialLedger.tranType, 'MOVE'))).toEqual([]);
  });

  it('refuses bad requests with the spec messages, writing nothing', async () => {
    const before = await count(moveRequests);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...stk, fromBin: 'Z-99', needBy: soon() }, 'fromBin', 'Please enter a valid from bin number.'],
      [{ ...stk, toBin: 'Z-99', needBy: soon() }, 'toBin', 'Please enter a valid to bin number.'],
      [{ ...stk, fromBin: '', needBy: soon() }, 'fromBin', 'Please enter a valid from bin number.'],
      [{ ...stk, plant: '', needBy: soon() }, 'plant', 'Please select a plant.'],
      [{ ...stk, plant: 'NOPE', needBy: soon() }, 'plant', 'Please select a plant.'],
      [{ formType: 'OTHER', plant: 'SPIRITLA', fromBin: 'WELD-1', toBin: 'X', needBy: soon() }, 'moveType', 'Please select a move type.'],
      [
        { formType: 'OTHER', plant: 'SPIRITLA', moveType: 'Spaceship', fromBin: 'WELD-1', toBin: 'X', needBy: soon() },
        'moveType',
        'Please select a move type.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await h.call('POST', '/v1/MoveRequests', MARIA, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields, JSON.stringify(body)).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    }
    expect((await h.call('POST', '/v1/MoveRequests', RIYA, { ...stk, needBy: soon() })).status).toBe(403);
    expect(await count(moveRequests)).toBe(before);
  });

  it('creates STK and OTHER requests (X for an unknown location), once per Idempotency-Key, and lists line-down jobs first', async () => {
    const key = randomUUID();
    // A retry sends the very same body (the same key with another body is refused, 422).
    const request = { ...stk, needBy: soon() };
    const first = await h.call('POST', '/v1/MoveRequests', MARIA, request, { 'idempotency-key': key });
    expect(first).toMatchObject({ status: 201, json: { id: expect.any(Number) } });
    expect(await h.call('POST', '/v1/MoveRequests', MARIA, request, { 'idempotency-key': key })).toEqual(first);
    const other = await h.call('POST', '/v1/MoveRequests', MARIA, {
      formType: 'OTHER',
      plant: 'SPIRITLA',
      moveType: 'Chip Dumpster',
      fromBin: 'x',
      toBin: 'X',
      workCenter: 'SAW-01',
      needBy: soon(),
    });
    expect(other.status).toBe(201);
    const lineDown = await h.call('POST', '/v1/MoveRequests', MARIA, {
      formType: 'OTHER',
      plant: 'SPIRITLA',
      moveType: 'Job Move',
      fromBin: 'WELD-1',
      toBin: 'ASSY-1',
      jobNum: '219600',
      needBy: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const ids = [first.json.id, other.json.id, lineDown.json.id];
    // The plant's queue holds the demo's requests too: these three keep their order among them.
    const list = (await h.call('GET', '/v1/MoveRequests?plant=SPIRITLA', TOM)).json.filter((m: { id: number }) => ids.includes(m.id));
    expect(list.map((m: { id: number }) => m.id)).toEqual([lineDown.json.id, first.json.id, other.json.id]);
    expect(list[0]).toMatchObject({
      lineDown: true,
      status: 'open',
      requestedBy: MARIA,
      requestedByName: 'Maria Nguyen',
      takenBy: null,
      takenByName: null,
    });
    expect(list[2]).toMatchObject({ fromBin: 'X', toBin: 'X', moveType: 'Chip Dumpster' });
  });

  it('takes and completes an STK request: the stock moves in the same transaction and the requester is told', async () => {
    const { json } = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, quantity: 4, needBy: soon() });
    const from = await stock('SPIRITLA', 'A-05-1', 'SEAL-KIT-400');
    const to = await stock('SPIRITLA', 'ASSY-1', 'SEAL-KIT-400');
    expect(await h.call('PATCH', `/v1/MoveRequests/${json.id}`, RIYA, { status: 'taken' })).toMatchObject({ status: 403 });
    expect(await h.call('PATCH', `/v1/MoveRequests/${json.id}`, TOM, { status: 'taken' })).toMatchObject({
      status: 200,
      json: { status: 'taken' },
    });
    expect((await h.call('GET', `/v1/MoveRequests/${json.id}`, TOM)).json).toMatchObject({
      requestedBy: MARIA,
      requestedByName: 'Maria Nguyen',
      takenBy: TOM,
      takenByName: 'Tom Wilson',
    });
    expect(await h.call('PATCH', `/v1/MoveRequests/${json.id}`, TOM, { status: 'done' })).toMatchObject({
      status: 200,
      json: { status: 'done' },
    });
    expect(await stock('SPIRITLA', 'A-05-1', 'SEAL-KIT-400')).toBe(from - 4);
    expect(await stock('SPIRITLA', 'ASSY-1', 'SEAL-KIT-400')).toBe(to + 4);
    const moves = await h.database.db
      .select()
      .from(materialLedger)
      .where(and(eq(materialLedger.tranType, 'MOVE'), eq(materialLedger.toBinNum, 'ASSY-1')));
    expect(moves).toHaveLength(1);
    const told = await h.database.db.select().from(notifications).where(eq(notifications.username, MARIA));
    expect(told.some((n) => n.description.startsWith(`Move request ${json.id} is done`))).toBe(true);
    expect((await h.call('PATCH', `/v1/MoveRequests/${json.id}`, TOM, { status: 'cancelled' })).status).toBe(409);
    expect((await h.call('PATCH', '/v1/MoveRequests/999999', TOM, { status: 'done' })).status).toBe(404);
  });

  it('a taken request belongs to its taker: another handler may not complete or cancel it, a queue supervisor may', async () => {
    const { json } = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, quantity: 2, needBy: soon() });
    expect((await h.call('PATCH', `/v1/MoveRequests/${json.id}`, MARIA, { status: 'taken' })).status).toBe(200);
    const before = await count(materialLedger);
    for (const status of ['done', 'cancelled']) {
      const refused = await h.call('PATCH', `/v1/MoveRequests/${json.id}`, JORDAN, { status });
      expect(refused).toMatchObject({ status: 403, json: { error: { code: 'taken-by-other', takenBy: MARIA } } });
    }
    expect(await count(materialLedger)).toBe(before);
    expect((await h.call('GET', `/v1/MoveRequests/${json.id}`, MARIA)).json).toMatchObject({ status: 'taken', takenBy: MARIA });
    // Tom holds MaterialQueue_Supervisor (Sheldon Supervisors).
    expect(
      await h.call('PATCH', `/v1/MoveRequests/${json.id}`, TOM, { status: 'cancelled', reason: 'Seal kits came in a kit' }),
    ).toMatchObject({
      status: 200,
      json: { status: 'cancelled' },
    });
  });

  it("cancel is for the requester and the queue's supervisors, with a reason the requester reads; a handler sends it back with one", async () => {
    const told = async (id: number) =>
      (await h.database.db.select().from(notifications).where(eq(notifications.username, MARIA))).filter((n) =>
        n.description.startsWith(`Move request ${id} was `),
      );
    const ask = async () => (await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, quantity: 1, needBy: soon() })).json.id as number;
    // Jordan handles every plant's queue but is no supervisor: he may not cancel Maria's request.
    const first = await ask();
    const refused = await h.call('PATCH', `/v1/MoveRequests/${first}`, JORDAN, { status: 'cancelled', reason: 'not needed' });
    expect(refused).toMatchObject({ status: 403, json: { error: { code: 'cancel-not-allowed' } } });
    // He sends it back, saying why; without a reason it is refused at the reason.
    const silent = await h.call('PATCH', `/v1/MoveRequests/${first}`, JORDAN, { status: 'returned' });
    expect(silent).toMatchObject({
      status: 400,
      json: { error: { fields: [expect.objectContaining({ field: 'reason', code: 'required' })] } },
    });
    expect(await h.call('PATCH', `/v1/MoveRequests/${first}`, JORDAN, { status: 'returned', reason: 'Bin A-05-1 is empty' })).toMatchObject(
      {
        status: 200,
        json: { status: 'returned' },
      },
    );
    expect((await told(first)).map((n) => n.description)).toEqual([
      `Move request ${first} was sent back by Jordan Carter: Bin A-05-1 is empty`,
    ]);
    expect((await h.call('GET', `/v1/MoveRequests?plant=SPIRITLA`, MARIA)).json.map((m: { id: number }) => m.id)).not.toContain(first);
    // A supervisor cancels with a reason the requester reads; the requester cancels her own without one, and is not told.
    const second = await ask();
    expect((await h.call('PATCH', `/v1/MoveRequests/${second}`, TOM, { status: 'cancelled' })).status).toBe(400);
    expect((await h.call('PATCH', `/v1/MoveRequests/${second}`, TOM, { status: 'cancelled', reason: 'Duplicate of 12' })).status).toBe(200);
    expect((await told(second)).map((n) => n.description)).toEqual([`Move request ${second} was cancelled by Tom Wilson: Duplicate of 12`]);
    // Her bell reads each in her language: the API answers the message beside its English description.
    const filter = encodeURIComponent(`unread eq true and username eq '${MARIA}'`);
    const bell = (await h.call('GET', `/v1/Notifications?$filter=${filter}`, MARIA)).json as {
      description: string;
      message: NotificationText;
    }[];
    const said = (id: number, lang: string) =>
      bell.filter((n) => n.description.startsWith(`Move request ${id} was `)).map((n) => notificationText(n.message, lang));
    expect(said(first, 'es')).toEqual([`Jordan Carter le devolvió la solicitud de movimiento ${first}: Bin A-05-1 is empty`]);
    expect(said(second, 'es')).toEqual([`Tom Wilson canceló la solicitud de movimiento ${second}: Duplicate of 12`]);
    expect(said(second, 'en')).toEqual([`Move request ${second} was cancelled by Tom Wilson: Duplicate of 12`]);
    const third = await ask();
    expect((await h.call('PATCH', `/v1/MoveRequests/${third}`, MARIA, { status: 'cancelled' })).status).toBe(200);
    expect(await told(third)).toEqual([]);
  });

  it('refuses at the request an STK move its bin cannot cover, or a need-by already past, in the spec style, writing nothing', async () => {
    const before = await count(moveRequests);
    const held = await stock('SPIRITLA', 'A-05-1', 'SEAL-KIT-400');
    const big = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, quantity: 999_999, needBy: soon() });
    expect(big).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'bin-quantity',
          values: { available: held, tried: 999_999 },
          fields: [
            {
              field: 'quantity',
              code: 'bin-quantity',
              message: `Bin only has a qty of ${held} and you tried to move 999999. Please reduce the move amount and try again.`,
            },
          ],
        },
      },
    });
    const past = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, needBy: new Date(Date.now() - 3_600_000).toISOString() });
    expect(past).toMatchObject({
      status: 400,
      json: { error: { code: 'need-by-past', fields: [{ field: 'needBy', code: 'need-by-past' }] } },
    });
    const other = { formType: 'OTHER', plant: 'SPIRITLA', moveType: 'Pallet', fromBin: 'X', toBin: 'X' };
    expect((await h.call('POST', '/v1/MoveRequests', MARIA, { ...other, needBy: '2020-01-01T08:00:00Z' })).status).toBe(400);
    expect(await count(moveRequests)).toBe(before);
  });

  it('refuses to complete an STK move the bin no longer covers, moving nothing', async () => {
    const { json } = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, fromBin: 'A-03-2', quantity: 3, needBy: soon() });
    expect(json.id).toEqual(expect.any(Number));
    // Between the request and its completion the bin was used for something else.
    const bin = and(eq(onHand.plantId, 'SPIRITLA'), eq(onHand.binNum, 'A-03-2'), eq(onHand.partNum, 'SEAL-KIT-400'));
    const rows = await h.database.db.select().from(onHand).where(bin);
    await h.database.db.update(onHand).set({ quantity: 0 }).where(bin);
    await h.database.db.update(onHand).set({ quantity: 1 }).where(eq(onHand.id, rows[0]!.id));
    const before = await count(materialLedger);
    const res = await h.call('PATCH', `/v1/MoveRequests/${json.id}`, TOM, { status: 'done' });
    expect(res).toMatchObject({ status: 400, json: { error: { code: 'bin-quantity', available: 1, tried: 3 } } });
    expect(await count(materialLedger)).toBe(before);
    expect(await stock('SPIRITLA', 'A-03-2', 'SEAL-KIT-400')).toBe(1);
    expect(
      (await h.call('GET', '/v1/MoveRequests?plant=SPIRITLA&status=open', TOM)).json.some((m: { id: number }) => m.id === json.id),
    ).toBe(true);
    for (const row of rows) await h.database.db.update(onHand).set({ quantity: row.quantity }).where(eq(onHand.id, row.id));
  });

  it('keeps short ends of what was issued in a short-end bin with its heat, or disposes of them; both in the ledger', async () => {
    const keep = await h.call('POST', '/v1/ShortEnds', MARIA, {
      jobNum: '219601',
      assemblySeq: 0,
      mtlSeq: 20,
      pieces: 2,
      lengthIn: 18.5,
      decision: 'KEEP',
      binNum: 'SE-02',
    });
    expect(keep).toMatchObject({ status: 201, json: { id: expect.any(Number), tranId: expect.any(Number) } });
    const locations = (await h.call('GET', '/v1/ShortEnds/Locations?plant=SPIRITLA', MARIA)).json;
    expect(locations).toEqual(
      // The seed's issue of this rod (270 in) names no heat: the short ends keep none.
      expect.arrayContaining([{ warehouseCode: 'SHORT', binNum: 'SE-02', partNum: 'ROD-1.50-CHR', heatNum: null, lengthIn: 37 }]),
    );
    const before = await count(materialLedger);
    expect(
      (
        await h.call('POST', '/v1/ShortEnds', MARIA, {
          jobNum: '219601',
          assemblySeq: 0,
          mtlSeq: 20,
          pieces: 1,
          lengthIn: 3,
          decision: 'DISPOSE',
        })
      ).status,
    ).toBe(201);
    expect(await count(materialLedger)).toBe(before + 1);
    const refused = [
      [{ jobNum: '219601', assemblySeq: 0, mtlSeq: 20, pieces: 1, lengthIn: 3, decision: 'KEEP' }, 'binNum', 'Select a bin'],
      [
        { jobNum: '219601', assemblySeq: 0, mtlSeq: 20, pieces: 1, lengthIn: 3, decision: 'KEEP', binNum: 'A-01-1' },
        'binNum',
        'Select a bin',
      ],
      [
        { jobNum: '219601', assemblySeq: 0, mtlSeq: 30, pieces: 1, lengthIn: 3, decision: 'DISPOSE' },
        'mtlSeq',
        'Short ends are recorded for bar and tube stock only.',
      ],
      [{ jobNum: '219601', assemblySeq: 0, mtlSeq: 20, pieces: 0, lengthIn: 3, decision: 'DISPOSE' }, 'pieces', expect.any(String)],
      [{ jobNum: '219601', assemblySeq: 0, mtlSeq: 20, pieces: 1, lengthIn: 3, decision: 'MAYBE' }, 'decision', expect.any(String)],
    ] as const;
    for (const [body, field, message] of refused) {
      const res = await h.call('POST', '/v1/ShortEnds', MARIA, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    }
    expect(
      (
        await h.call('POST', '/v1/ShortEnds', RIYA, {
          jobNum: '219601',
          assemblySeq: 0,
          mtlSeq: 20,
          pieces: 1,
          lengthIn: 3,
          decision: 'DISPOSE',
        })
      ).status,
    ).toBe(403);
    expect(await count(materialLedger)).toBe(before + 1);
  });

  it('short ends never make stock from nothing: at most what was issued, of a heat issued to the material', async () => {
    const [none] = await h.database.db
      .select({ jobNum: jobMaterials.jobNum, assemblySeq: jobMaterials.assemblySeq, mtlSeq: jobMaterials.mtlSeq })
      .from(jobMaterials)
      .innerJoin(parts, eq(parts.partNum, jobMaterials.partNum))
      .innerJoin(jobs, eq(jobs.jobNum, jobMaterials.jobNum))
      .where(and(eq(parts.stockedByLength, true), eq(jobMaterials.issuedQty, 0), eq(jobs.plantId, 'SPIRITLA')))
      .limit(1);
    expect(none).toBeDefined();
    const before = await count(materialLedger);
    const fromNothing = await h.call('POST', '/v1/ShortEnds', MARIA, {
      ...none,
      pieces: 999,
      lengthIn: 480,
      decision: 'KEEP',
      binNum: 'SE-02',
      heatNum: 'FAKEHEAT',
    });
    expect(fromNothing.status).toBe(400);
    expect(fromNothing.json.error.fields).toEqual([expect.objectContaining({ field: 'mtlSeq', code: 'nothing-issued' })]);
    // 270 in of rod were issued to 219601/0/20 (of no named heat).
    const material = { jobNum: '219601', assemblySeq: 0, mtlSeq: 20 };
    const tooMuch = await h.call('POST', '/v1/ShortEnds', MARIA, { ...material, pieces: 999, lengthIn: 480, decision: 'DISPOSE' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.fields).toEqual([expect.objectContaining({ field: 'lengthIn', code: 'more-than-issued' })]);
    const fakeHeat = await h.call('POST', '/v1/ShortEnds', MARIA, {
      ...material,
      pieces: 1,
      lengthIn: 1,
      decision: 'KEEP',
      binNum: 'SE-02',
      heatNum: 'FAKEHEAT',
    });
    expect(fakeHeat.status).toBe(400);
    expect(fakeHeat.json.error.fields).toEqual([expect.objectContaining({ field: 'heatNum', code: 'heat-not-issued' })]);
    expect(await count(materialLedger)).toBe(before);
    const locations = (await h.call('GET', '/v1/ShortEnds/Locations?plant=SPIRITLA', MARIA)).json as { heatNum: string | null }[];
    expect(locations.some((l) => l.heatNum === 'FAKEHEAT')).toBe(false);
  });

  it('announces each committed move-request change to the hub of its plant, and nothing for a refused one', async () => {
    const hub = await createMoveRequestHub({ listen: h.database.listen });
    const heard: MoveRequestEvent[] = [];
    const elsewhere: MoveRequestEvent[] = [];
    const subscriber = (into: MoveRequestEvent[]) => ({
      change: (e: MoveRequestEvent) => void into.push(e),
      resync: () => {},
      close: () => {},
    });
    hub.subscribe('SPIRITLA', subscriber(heard));
    hub.subscribe('NOPLANT', subscriber(elsewhere));
    try {
      expect((await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, fromBin: 'Z-99', needBy: soon() })).status).toBe(400);
      const res = await h.call('POST', '/v1/MoveRequests', MARIA, { ...stk, needBy: soon() });
      expect(res.status).toBe(201);
      const id = res.json.id as number;
      await vi.waitFor(() => expect(heard).toEqual([{ id, plant: 'SPIRITLA', status: 'open' }]), { timeout: 5000 });
      expect((await h.call('PATCH', `/v1/MoveRequests/${id}`, TOM, { status: 'cancelled', reason: 'not needed' })).status).toBe(200);
      await vi.waitFor(() => expect(heard.at(-1)).toEqual({ id, plant: 'SPIRITLA', status: 'cancelled' }), { timeout: 5000 });
      expect(heard).toHaveLength(2);
      expect(elsewhere).toEqual([]);
    } finally {
      await hub.close();
    }
  });
}
