import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { statusAfter, type PunchKind } from '@/lib/labor/hours';
import type { ClockedInRow } from '@/lib/labor/schemas';
import { STALE_OPEN_MS } from './punch';

function lockedAfter(until: string | Date | null, now: Date): string | null {
  const at = until === null ? null : new Date(until);
  return at && at > now ? at.toISOString() : null;
}

/** Every employee of a plant (by department) with their status from their last punch: in, at lunch or out. */
export async function clockedIn(db: Database | Tx, plant: string, department?: string, now = new Date()): Promise<ClockedInRow[]> {
  const result = await db.execute(sql`
    select e.emp_id, e.first_name || ' ' || e.last_name as name, coalesce(le.department, '') as department, le.pin_locked_until,
      p.kind, p.made_at, p.work_date, p.shift
    from employees e
    left join labor_employees le on le.emp_id = e.emp_id
    left join lateral (
      select lp.kind, lp.made_at, lp.work_date, lp.shift from labor_punches lp
      where lp.emp_id = e.emp_id and not exists (select 1 from labor_punches r where r.replaces_id = lp.id)
      order by lp.made_at desc, lp.id desc limit 1
    ) p on true
    where e.plant_id = ${plant} ${department ? sql`and le.department = ${department}` : sql``}
    order by e.last_name, e.first_name`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
    emp_id: number;
    name: string;
    department: string;
    kind: PunchKind | null;
    made_at: string | Date | null;
    work_date: string | Date | null;
    shift: number | null;
    pin_locked_until: string | Date | null;
  }[];
  return rows.map((r) => {
    const at = r.made_at === null ? null : new Date(r.made_at);
    const stale = at !== null && r.kind !== 'out' && now.getTime() - at.getTime() > STALE_OPEN_MS;
    const status = stale ? 'out' : statusAfter(r.kind ?? undefined);
    const workDate =
      r.work_date === null ? null : typeof r.work_date === 'string' ? r.work_date.slice(0, 10) : r.work_date.toISOString().slice(0, 10);
    return {
      empId: r.emp_id,
      name: r.name,
      department: r.department,
      status,
      since: at?.toISOString() ?? null,
      workDate: status === 'out' && stale ? null : workDate,
      shift: r.shift,
      pinLockedUntil: lockedAfter(r.pin_locked_until, now),
    };
  });
}
