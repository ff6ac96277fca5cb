import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import { NotFoundError } from '@/lib/server/errors';
import type { JobLabor, JobLine } from '@/lib/labor/job-labor-schemas';
import { loadDay } from './days';

interface LineRow extends Record<string, unknown> {
  id: number;
  job_num: string;
  assembly_seq: number;
  opr_seq: number;
  part_num: string | null;
  resource_group: string | null;
  work_center: string | null;
  start_at: Date | string;
  end_at: Date | string;
  quantity: number;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * An employee's labor per job operation on one day (their shift's day), with the job's part and the
 * operation's resource group and work center when the ERP's job still lists them, beside the clock's day.
 */
export async function jobLaborOf(db: Database, empId: number, workDate: string): Promise<JobLabor> {
  const [who] = await db
    .select({ name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}` })
    .from(employees)
    .where(eq(employees.empId, empId));
  if (!who) throw new NotFoundError(`There is no employee ${empId}.`, { code: 'employee-not-found' });
  // The jobs are the materials feature's tables: read by name, so labor imports nothing of that feature.
  const result = await db.execute<LineRow>(sql`
    select l.id, l.job_num, l.assembly_seq, l.opr_seq, j.part_num, o.resource_group, o.work_center, l.start_at, l.end_at, l.quantity
    from labor_job_lines l
    left join jobs j on j.job_num = l.job_num
    left join job_operations o on o.job_num = l.job_num and o.assembly_seq = l.assembly_seq and o.opr_seq = l.opr_seq
    where l.emp_id = ${empId} and l.work_date = ${workDate}
    order by l.start_at, l.id`);
  const rows = (result as unknown as { rows?: LineRow[] }).rows ?? (result as unknown as LineRow[]);
  const lines: JobLine[] = rows.map((r) => ({
    id: Number(r.id),
    jobNum: r.job_num,
    assemblySeq: Number(r.assembly_seq),
    oprSeq: Number(r.opr_seq),
    partNum: r.part_num,
    resourceGroup: r.resource_group,
    workCenter: r.work_center,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    minutes: Math.round((Date.parse(iso(r.end_at)) - Date.parse(iso(r.start_at))) / 60_000),
    quantity: Number(r.quantity),
  }));
  const day = (await loadDay(db, empId, workDate)) ?? null;
  return {
    empId,
    name: who.name,
    workDate,
    day,
    lines,
    jobMinutes: lines.reduce((sum, l) => sum + l.minutes, 0),
    clockMinutes: day?.hours.paidMinutes ?? 0,
  };
}
