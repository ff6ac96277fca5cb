import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import { NotFoundError } from '@/lib/server/errors';
import type { JobLabor, JobLine } from '@/lib/labor/job-labor-schemas';
import { jobsByNumber, operationsOfJobs } from '@/lib/plant-data/server/reads';
import { loadDay } from './days';

interface LineRow extends Record<string, unknown> {
  id: number;
  job_num: string;
  assembly_seq: number;
  opr_seq: number;
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
  const result = await db.execute<LineRow>(sql`
    select l.id, l.job_num, l.assembly_seq, l.opr_seq, l.start_at, l.end_at, l.quantity
    from labor_job_lines l
    where l.emp_id = ${empId} and l.work_date = ${workDate}
    order by l.start_at, l.id`);
  const rows = (result as unknown as { rows?: LineRow[] }).rows ?? (result as unknown as LineRow[]);
  // The jobs and their operations are the kit's plant data, read by its named reads.
  const jobNums = rows.map((r) => r.job_num);
  const [jobsOf, operations] = await Promise.all([jobsByNumber(db, jobNums), operationsOfJobs(db, jobNums)]);
  const operationOf = (r: LineRow) =>
    operations.find((o) => o.jobNum === r.job_num && o.assemblySeq === Number(r.assembly_seq) && o.oprSeq === Number(r.opr_seq));
  const lines: JobLine[] = rows.map((r) => ({
    id: Number(r.id),
    jobNum: r.job_num,
    assemblySeq: Number(r.assembly_seq),
    oprSeq: Number(r.opr_seq),
    partNum: jobsOf.get(r.job_num)?.partNum ?? null,
    resourceGroup: operationOf(r)?.resourceGroup ?? null,
    workCenter: operationOf(r)?.workCenter ?? null,
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
