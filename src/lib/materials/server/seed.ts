import { EMPLOYEES, PLANTS } from '@/lib/server/db/seed-data';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { MADE_PARTS, PARTS, REVISIONS } from './seed-catalogue';
import { plantStory, type PlantStory } from './seed-story';
import {
  bins,
  jobAssemblies,
  jobMaterials,
  jobOperations,
  jobs,
  materialLedger,
  onHand,
  parts,
  warehouses,
} from '@/lib/plant-data/server/tables';
import { moveRequests } from './tables';

/** Inserts rows in chunks (PostgreSQL allows at most 65535 parameters a statement). */
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Seeds the materials story where the parts table is empty (also into an older data directory); true when it did. */
export async function seedMaterialsIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, parts))) return false;
  await seedMaterials(tx, now.getTime());
  return true;
}

/**
 * Seeds the materials story of the four plants (seed-story.ts) inside a transaction;
 * what the story shows as already issued is written to the ledger too, by an employee of the plant.
 */
export async function seedMaterials(tx: Tx, now = Date.now()): Promise<void> {
  await tx.insert(parts).values(
    [...PARTS, ...MADE_PARTS].map(([partNum, description, uom, stockedByLength, source]) => ({
      partNum,
      description,
      uom,
      stockedByLength,
      source,
      revision: REVISIONS[partNum] ?? 'A',
    })),
  );
  for (const [index, plant] of PLANTS.entries()) {
    const story = plantStory(plant.plantId, index, now);
    const issuer = EMPLOYEES.find((e) => e.plantId === plant.plantId && e.empId % 1000 !== 1) ?? EMPLOYEES[0]!;
    await tx.insert(warehouses).values(story.warehouses);
    await tx.insert(bins).values(story.bins);
    await tx.insert(onHand).values(story.onHand);
    await tx.insert(jobs).values(story.jobs);
    await tx.insert(jobAssemblies).values(story.assemblies);
    await insertChunks(story.operations, (chunk) => tx.insert(jobOperations).values(chunk));
    await insertChunks(story.materials, (chunk) => tx.insert(jobMaterials).values(chunk));
    const issued = story.materials.filter((m) => m.issuedQty > 0 && !m.backflush);
    await insertChunks(issued, (chunk) =>
      tx.insert(materialLedger).values(
        chunk.map((m) => ({
          tranType: 'ISSUE',
          at: new Date(now - 2 * 86_400_000),
          empId: issuer.empId,
          username: issuer.companyEmail,
          plantId: plant.plantId,
          partNum: m.partNum,
          warehouseCode: m.warehouseCode,
          binNum: m.binNum,
          quantity: m.issuedQty,
          jobNum: m.jobNum,
          assemblySeq: m.assemblySeq,
          mtlSeq: m.mtlSeq,
        })),
      ),
    );
    await tx.insert(moveRequests).values(openMoves(story, plant.plantId, now));
  }
}

const MINUTE = 60_000;

/**
 * What the plant's material handlers find in their queue (/MaterialQueue) at the start of the demo: the
 * line-down job's production move to its last operation on top (also in /ProdMove), a bar for the saw
 * already taken by a handler, and empty pallets wanted at the dock. Asked for by people of the plant in
 * the last hour; none is done, so no stock has moved.
 */
function openMoves(story: PlantStory, plantId: string, now: number): (typeof moveRequests.$inferInsert)[] {
  // Every plant has people beyond its first two employees, a line-down job with operations, and bar stock on a rack.
  const people = EMPLOYEES.filter((e) => e.plantId === plantId && e.empId % 1000 > 2).map((e) => e.companyEmail);
  const [requester, handler] = [people.at(-2)!, people.at(-1)!];
  const lineDown = story.jobs.find((j) => j.lineDownDate)!;
  // Its move is a production move (as /ProdMove asks for one): from one operation's work center to the next's.
  const operations = story.operations.filter((o) => o.jobNum === lineDown.jobNum);
  const [from, to] = [operations.at(-2)!, operations.at(-1)!];
  const bar = story.onHand.find((s) => s.warehouseCode === 'STORES' && s.binNum.startsWith('R-') && s.quantity >= 240)!;
  const asked = (minutesAgo: number, dueInMinutes: number) => ({
    createdAt: new Date(now - minutesAgo * MINUTE),
    updatedAt: new Date(now - minutesAgo * MINUTE),
    needBy: new Date(now + dueInMinutes * MINUTE),
  });
  return [
    {
      plantId,
      formType: 'OTHER',
      moveType: 'Job Move',
      jobNum: lineDown.jobNum,
      quantity: lineDown.quantity,
      fromBin: from.workCenter,
      toBin: to.workCenter,
      workCenter: to.workCenter,
      group: to.resourceGroup,
      reference: `${lineDown.jobNum} ${from.assemblySeq}/${from.oprSeq} → ${to.assemblySeq}/${to.oprSeq}`,
      notes: 'Line down: the next operation is waiting for these',
      requestedBy: requester,
      ...asked(20, 45),
    },
    {
      plantId,
      formType: 'STK',
      moveType: 'Inventory',
      partNum: bar.partNum,
      quantity: 240,
      fromWarehouse: 'STORES',
      fromBin: bar.binNum,
      toWarehouse: 'WIP',
      toBin: 'SAW-1',
      notes: `One 20 ft bar, heat ${bar.heatNum}`,
      status: 'taken',
      requestedBy: requester,
      takenBy: handler,
      ...asked(50, 90),
    },
    {
      plantId,
      formType: 'OTHER',
      moveType: 'Pallet',
      fromBin: 'X',
      toBin: 'DOCK-1',
      notes: 'Six empty pallets for shipping',
      requestedBy: handler,
      ...asked(10, 240),
    },
  ];
}
