import { and, asc, eq, ne } from 'drizzle-orm';
import { openJobOperations } from '@/lib/plant-data/server/reads';
import type { Tx } from '@/lib/server/db/database';
import { laborEmployees, laborJobLines, laborPunches } from './tables';

const MINUTE = 60_000;

interface Operation {
  jobNum: string;
  assemblySeq: number;
  oprSeq: number;
}

/**
 * The demo's labor per job operation, from the seeded punches (so never after them, nor after the
 * seed moment): after a short start-up, a production employee's morning on two consecutive operations of
 * their plant's open jobs, the afternoon on the next one; Shipping reports no job time. Bulk inserted.
 */
export async function seedJobLabor(tx: Tx): Promise<void> {
  const punches = await tx
    .select({
      empId: laborPunches.empId,
      plantId: laborPunches.plantId,
      workDate: laborPunches.workDate,
      kind: laborPunches.kind,
      madeAt: laborPunches.madeAt,
    })
    .from(laborPunches)
    .innerJoin(laborEmployees, eq(laborEmployees.empId, laborPunches.empId))
    .where(and(ne(laborEmployees.department, 'Shipping'), eq(laborPunches.source, 'self')))
    .orderBy(asc(laborPunches.empId), asc(laborPunches.workDate), asc(laborPunches.madeAt));
  const operations = new Map<string, Operation[]>();
  for (const r of await openJobOperations(tx)) {
    const list = operations.get(r.plant) ?? [];
    list.push({ jobNum: r.jobNum, assemblySeq: r.assemblySeq, oprSeq: r.oprSeq });
    operations.set(r.plant, list);
  }
  const days = new Map<string, { empId: number; plantId: string; workDate: string; at: Map<string, Date> }>();
  for (const p of punches) {
    const id = `${p.empId} ${p.workDate}`;
    const day = days.get(id) ?? { empId: p.empId, plantId: p.plantId, workDate: p.workDate, at: new Map() };
    day.at.set(p.kind, p.madeAt);
    days.set(id, day);
  }
  const lines: (typeof laborJobLines.$inferInsert)[] = [];
  let n = 0;
  for (const { empId, plantId, workDate, at } of days.values()) {
    const ops = operations.get(plantId);
    const start = at.get('in');
    const lunchOut = at.get('lunch-out');
    if (!ops || ops.length < 3 || !start || !lunchOut) continue;
    const first = (empId * 7 + n++) % (ops.length - 2);
    const line = (op: Operation, from: Date, to: Date, rate: number) => {
      if (to.getTime() - from.getTime() < 15 * MINUTE) return;
      const quantity = Math.max(1, Math.round(((to.getTime() - from.getTime()) / 3_600_000) * rate));
      lines.push({ empId, plantId, workDate, ...op, startAt: from, endAt: to, quantity, key: `seed-${empId}-${workDate}-${lines.length}` });
    };
    // A start-up meeting first; the morning split between two operations.
    const onJob = new Date(start.getTime() + (10 + (empId % 3) * 5) * MINUTE);
    const split = new Date(onJob.getTime() + Math.round((lunchOut.getTime() - onJob.getTime()) * 0.55));
    line(ops[first]!, onJob, split, 4 + (empId % 5));
    line(ops[first + 1]!, split, lunchOut, 6 + (empId % 4));
    const lunchIn = at.get('lunch-in');
    const out = at.get('out');
    if (lunchIn && out) line(ops[first + 2]!, lunchIn, new Date(out.getTime() - 10 * MINUTE), 5 + (empId % 6));
  }
  for (let i = 0; i < lines.length; i += 1000) await tx.insert(laborJobLines).values(lines.slice(i, i + 1000));
}
