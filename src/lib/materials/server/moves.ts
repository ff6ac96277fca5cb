import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/server/db/database';
import { employees, plants } from '@/lib/server/db/schema/index';
import { checkJobPlant } from '@/lib/plant-data/server/jobs';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { createNotification } from '@/lib/server/notify/notify';
import { RESOURCES } from '@/lib/i18n';
import type { LocalizedValue } from '@/lib/notify/text';
import { binMoveMessage, MOVE_MESSAGES, type MoveRequestInput, type MoveRequestRow } from '@/lib/materials/move-schemas';
import type { MaterialsActor } from './access';
import { QUEUE_SUPERVISOR } from '@/lib/materials/constants';
import { announceMoveRequest } from './move-hub';
import { bins, jobs, materialLedger, onHand, parts } from '@/lib/plant-data/server/tables';
import { moveRequests } from './tables';

/** 'X' stands for an unknown location (spec §5 hint). */
const UNKNOWN = 'X';
/** A need-by in the minute being typed still counts as now (the form offers whole minutes). */
const NEED_BY_SLACK_MS = 5 * 60_000;

const requester = alias(employees, 'requester');
const taker = alias(employees, 'taker');
/** The requester's and the taker's names from the directory (null for a username it does not hold). */
const nameColumns = {
  lineDown: sql<boolean>`coalesce(${jobs.lineDownDate} is not null, false)`,
  requestedByName: sql<string | null>`nullif(trim(concat(${requester.firstName}, ' ', ${requester.lastName})), '')`,
  takenByName: sql<string | null>`nullif(trim(concat(${taker.firstName}, ' ', ${taker.lastName})), '')`,
};

/** Checks a move request against the plant's data and stores it; its id. */
export async function createMoveRequest(
  tx: Database,
  input: MoveRequestInput,
  actor: MaterialsActor,
  madeAt: Date | null = null,
): Promise<{ id: number }> {
  const [plant] = await tx.select({ id: plants.plantId }).from(plants).where(eq(plants.plantId, input.plant));
  if (!plant) throw InputError.field('plant', 'plant-not-found', MOVE_MESSAGES.plant);
  if (input.jobNum) {
    const [job] = await tx.select({ plantId: jobs.plantId }).from(jobs).where(eq(jobs.jobNum, input.jobNum));
    if (!job) throw InputError.field('jobNum', 'job-not-found', `Job ${input.jobNum} does not exist.`);
    await checkJobPlant(tx, { jobNumber: input.jobNum, plant: input.plant, field: 'jobNum' });
  }
  if (input.formType === 'STK') {
    const [part] = await tx.select({ partNum: parts.partNum }).from(parts).where(eq(parts.partNum, input.partNum!));
    if (!part) throw InputError.field('partNum', 'part-not-found', `Part ${input.partNum} does not exist.`);
    for (const [side, warehouse, bin, message] of [
      ['fromBin', input.fromWarehouse, input.fromBin, MOVE_MESSAGES.fromBin],
      ['toBin', input.toWarehouse, input.toBin, MOVE_MESSAGES.toBin],
    ] as const) {
      if (bin.toUpperCase() === UNKNOWN) continue;
      const [found] = await tx
        .select({ bin: bins.binNum })
        .from(bins)
        .where(and(eq(bins.plantId, input.plant), eq(bins.warehouseCode, warehouse ?? ''), eq(bins.binNum, bin)));
      if (!found) throw InputError.field(side, 'bin-not-found', message);
    }
    if (input.fromBin.toUpperCase() !== UNKNOWN) await checkBinHolds(tx, input);
  }
  // A need-by already past when the request was made (on the device, for one kept offline) is a typo.
  if (new Date(input.needBy).getTime() < (madeAt ?? new Date()).getTime() - NEED_BY_SLACK_MS)
    throw InputError.field('needBy', 'need-by-past', MOVE_MESSAGES.needByPast);
  const [row] = await tx
    .insert(moveRequests)
    .values({
      plantId: input.plant,
      formType: input.formType,
      moveType: input.formType === 'STK' ? 'Inventory' : input.moveType!,
      partNum: input.partNum ?? null,
      quantity: input.quantity ?? null,
      fromWarehouse: input.fromWarehouse ?? null,
      fromBin: input.fromBin.toUpperCase() === UNKNOWN ? UNKNOWN : input.fromBin,
      toWarehouse: input.toWarehouse ?? null,
      toBin: input.toBin.toUpperCase() === UNKNOWN ? UNKNOWN : input.toBin,
      workCenter: input.workCenter ?? null,
      group: input.group ?? null,
      jobNum: input.jobNum ?? null,
      needBy: new Date(input.needBy),
      notes: input.notes ?? '',
      reference: input.reference ?? '',
      requestedBy: actor.username,
    })
    .returning({ id: moveRequests.id });
  await announceMoveRequest(tx, { id: row!.id, plant: input.plant, status: 'open' });
  return { id: row!.id };
}

/** An inventory move asks for no more than its from bin holds of the part, as the spec says it for an issue. */
async function checkBinHolds(tx: Database, input: MoveRequestInput): Promise<void> {
  const [held] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${onHand.quantity}), 0)`.mapWith(Number) })
    .from(onHand)
    .where(
      and(
        eq(onHand.plantId, input.plant),
        eq(onHand.warehouseCode, input.fromWarehouse ?? ''),
        eq(onHand.binNum, input.fromBin),
        eq(onHand.partNum, input.partNum!),
      ),
    );
  const available = held?.quantity ?? 0;
  const tried = input.quantity!;
  if (tried > available)
    throw InputError.field('quantity', 'bin-quantity', binMoveMessage(available, tried), {
      extra: { values: { available, tried } },
    });
}

/** A plant's move requests of a status (open and taken when none is named): line-down jobs first, then by need-by. */
export async function listMoveRequests(db: Database, plant: string | undefined, status: string | undefined): Promise<MoveRequestRow[]> {
  const rows = await withNames(db)
    .where(
      and(
        plant ? eq(moveRequests.plantId, plant) : undefined,
        status ? eq(moveRequests.status, status) : sql`${moveRequests.status} in ('open', 'taken')`,
      ),
    )
    .orderBy(sql`${nameColumns.lineDown} desc`, asc(moveRequests.needBy), asc(moveRequests.id))
    .limit(200);
  return rows.map(toRow);
}

const withNames = (db: Database) =>
  db
    .select({ m: moveRequests, uom: parts.uom, ...nameColumns })
    .from(moveRequests)
    .leftJoin(jobs, eq(jobs.jobNum, moveRequests.jobNum))
    .leftJoin(parts, eq(parts.partNum, moveRequests.partNum))
    .leftJoin(requester, eq(requester.companyEmail, moveRequests.requestedBy))
    .leftJoin(taker, eq(taker.companyEmail, moveRequests.takenBy));

function toRow({
  m,
  uom,
  lineDown,
  requestedByName,
  takenByName,
}: {
  m: typeof moveRequests.$inferSelect;
  uom: string | null;
  lineDown: boolean;
  requestedByName: string | null;
  takenByName: string | null;
}): MoveRequestRow {
  return {
    id: m.id,
    plant: m.plantId,
    formType: m.formType,
    moveType: m.moveType,
    partNum: m.partNum,
    quantity: m.quantity,
    uom,
    fromWarehouse: m.fromWarehouse,
    fromBin: m.fromBin,
    toWarehouse: m.toWarehouse,
    toBin: m.toBin,
    workCenter: m.workCenter,
    group: m.group,
    jobNum: m.jobNum,
    needBy: m.needBy.toISOString(),
    notes: m.notes,
    reference: m.reference,
    status: m.status as MoveRequestRow['status'],
    requestedBy: m.requestedBy,
    takenBy: m.takenBy,
    createdAt: m.createdAt.toISOString(),
    lineDown: Boolean(lineDown),
    requestedByName: requestedByName ?? null,
    takenByName: m.takenBy ? (takenByName ?? null) : null,
  };
}

/** One move request, of any status (a production move's page); 404 when there is none. */
export async function getMoveRequest(db: Database, id: number): Promise<MoveRequestRow> {
  const [found] = await withNames(db).where(eq(moveRequests.id, id));
  if (!found) throw new NotFoundError(`Move request ${id} does not exist.`, { code: 'move-not-found' });
  return toRow(found);
}

const NEXT: Record<string, readonly string[]> = {
  open: ['taken', 'done', 'cancelled', 'returned'],
  taken: ['done', 'cancelled', 'returned'],
  done: [],
  cancelled: [],
  returned: [],
};

/** What a queue action tells the requester through the bell, and why. */
const TOLD = { cancelled: 'moveCancelled', returned: 'moveReturned' } as const;

/** A move type's name in both languages, for the requester's notification (a type without words is said as stored). */
function moveTypeName(type: string): LocalizedValue {
  const say = (lang: 'en' | 'es'): string => (RESOURCES[lang].materials.move.types as Record<string, string>)[type] ?? type;
  return { en: say('en'), es: say('es') };
}

/**
 * Takes, completes, cancels or sends back a move request. A cancel is for the requester and the queue's
 * supervisors; a handler who cannot do a request sends it back. Either needs a reason (but the
 * requester's own cancel), which the requester reads in their bell.
 */
export async function updateMoveRequest(
  tx: Database,
  id: number,
  change: { status: 'taken' | 'done' | 'cancelled' | 'returned'; reason?: string | undefined },
  actor: MaterialsActor,
): Promise<{ id: number; status: string }> {
  const { status } = change;
  const reason = change.reason?.trim() ?? '';
  const [move] = await tx.select().from(moveRequests).where(eq(moveRequests.id, id)).for('update');
  if (!move) throw new NotFoundError(`Move request ${id} does not exist.`, { code: 'move-not-found' });
  if (!NEXT[move.status]!.includes(status))
    throw new ConflictError(`Move request ${id} is ${move.status}; it cannot become ${status}.`, { code: 'move-status' });
  const own = move.requestedBy === actor.username;
  const supervisor = actor.rights.has(QUEUE_SUPERVISOR);
  // A taken request belongs to its taker: nobody else finishes or drops it behind their back, but a supervisor.
  if (move.status === 'taken' && move.takenBy && move.takenBy !== actor.username && !supervisor)
    throw new NotAllowedError(
      `Move request ${id} was taken by ${move.takenBy}: only they, or a holder of ${QUEUE_SUPERVISOR}, may complete or cancel it.`,
      { code: 'taken-by-other', extra: { takenBy: move.takenBy } },
    );
  if (status === 'cancelled' && !own && !supervisor)
    throw new NotAllowedError(
      `Only the requester or a holder of ${QUEUE_SUPERVISOR} may cancel move request ${id}; a handler who cannot do it sends it back.`,
      { code: 'cancel-not-allowed' },
    );
  if ((status === 'cancelled' || status === 'returned') && !reason && !own)
    throw InputError.field('reason', 'required', 'Say why: the requester reads it.');
  if (status === 'done' && move.formType === 'STK' && move.fromBin !== UNKNOWN && move.toBin !== UNKNOWN && move.partNum && move.quantity) {
    await moveStock(tx, move, actor);
  }
  await tx
    .update(moveRequests)
    .set({ status, updatedAt: new Date(), ...(status === 'taken' ? { takenBy: actor.username } : {}) })
    .where(eq(moveRequests.id, id));
  await announceMoveRequest(tx, { id, plant: move.plantId, status });
  const action = move.moveType === 'Job Move' && move.jobNum ? `/ProdMove/${id}` : '/Request/MoveRequest';
  if (status === 'done') {
    const message =
      move.formType === 'STK'
        ? {
            key: 'moveDoneStock',
            values: { id, quantity: move.quantity ?? '', part: move.partNum ?? '', from: move.fromBin, to: move.toBin },
          }
        : { key: 'moveDoneOther', values: { id, moveType: moveTypeName(move.moveType), from: move.fromBin, to: move.toBin } };
    await createNotification(tx, { username: move.requestedBy, message, action });
  } else if ((status === 'cancelled' || status === 'returned') && !own) {
    const [who] = await tx
      .select({ first: employees.firstName, last: employees.lastName })
      .from(employees)
      .where(eq(employees.empId, actor.empId));
    const by = who ? `${who.first} ${who.last}` : actor.username;
    await createNotification(tx, {
      username: move.requestedBy,
      message: { key: TOLD[status], values: { id, by, reason: reason ?? '' } },
      action,
    });
  }
  return { id, status };
}

async function moveStock(tx: Database, move: typeof moveRequests.$inferSelect, actor: MaterialsActor): Promise<void> {
  const from = and(
    eq(onHand.plantId, move.plantId),
    eq(onHand.warehouseCode, move.fromWarehouse ?? ''),
    eq(onHand.binNum, move.fromBin),
    eq(onHand.partNum, move.partNum!),
    gt(onHand.quantity, 0),
  );
  const rows = await tx.select().from(onHand).where(from).orderBy(asc(onHand.id)).for('update');
  const available = rows.reduce((sum, r) => sum + r.quantity, 0);
  let left = move.quantity!;
  if (left > available)
    throw InputError.field('quantity', 'bin-quantity', `Bin only has a qty of ${available} and you tried to move ${left}.`, {
      extra: { available, tried: left },
    });
  for (const row of rows) {
    if (left <= 0) break;
    const take = Math.min(left, row.quantity);
    left = Math.round((left - take) * 10_000) / 10_000;
    await tx
      .update(onHand)
      .set({ quantity: sql`${onHand.quantity} - ${take}` })
      .where(eq(onHand.id, row.id));
    await tx
      .insert(onHand)
      .values({
        plantId: move.plantId,
        warehouseCode: move.toWarehouse ?? '',
        binNum: move.toBin,
        partNum: move.partNum!,
        heatNum: row.heatNum,
        lotNum: row.lotNum,
        quantity: take,
      })
      .onConflictDoUpdate({
        target: [onHand.plantId, onHand.warehouseCode, onHand.binNum, onHand.partNum, onHand.heatNum, onHand.lotNum],
        set: { quantity: sql`${onHand.quantity} + ${take}` },
      });
    await tx.insert(materialLedger).values({
      tranType: 'MOVE',
      empId: actor.empId,
      username: actor.username,
      plantId: move.plantId,
      partNum: move.partNum!,
      warehouseCode: move.fromWarehouse,
      binNum: move.fromBin,
      toWarehouseCode: move.toWarehouse,
      toBinNum: move.toBin,
      heatNum: row.heatNum,
      lotNum: row.lotNum,
      quantity: take,
    });
  }
}
