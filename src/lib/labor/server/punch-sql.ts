import { prepared } from '@/lib/server/db/prepared';
import type { Punch } from '@/lib/labor/schemas';
import { LABOR_CHANNEL } from './live';

/**
 * The punch's two statements, planned once on PGlite (see src/lib/server/db/prepared.ts): at shift
 * change every punch counts. READ finds the punch already recorded under the key and the employee's
 * last punch (fixes applied) made before this one; WRITE opens the day when it is new (its tardy with
 * it), records the punch only while the day is open, announces it, and answers the day's punches.
 */

/** A punch as JSON with its times in epoch milliseconds, and whether a fix replaced it. */
const punchJson = (p: string) => `json_build_object('id', ${p}.id, 'empId', ${p}.emp_id, 'plant', ${p}.plant_id, 'kind', ${p}.kind,
  'madeAt', (extract(epoch from ${p}.made_at) * 1000)::float8, 'receivedAt', (extract(epoch from ${p}.received_at) * 1000)::float8,
  'workDate', ${p}.work_date::text, 'shift', ${p}.shift, 'source', ${p}.source, 'replaces', ${p}.replaces_id, 'note', ${p}.note,
  'by', (select f.first_name || ' ' || f.last_name from employees f where f.emp_id = ${p}.by_emp_id),
  'replaced', exists (select 1 from labor_punches r where r.replaces_id = ${p}.id))`;

/** READ's row. */
export interface PunchReadRow extends Record<string, unknown> {
  kept_id: number | null;
  kept_emp: number | null;
  kept_kind: string | null;
  kept_date: string | null;
  last_kind: string | null;
  last_at: number | null;
  last_date: string | null;
  last_shift: number | null;
}

/** READ(empId, key, madeAt). */
export const PUNCH_READ = prepared(
  'labor_punch_read',
  ['integer', 'text', 'text'],
  `select k.id as kept_id, k.emp_id as kept_emp, k.kind as kept_kind, k.work_date::text as kept_date,
     l.kind as last_kind, (extract(epoch from l.made_at) * 1000)::float8 as last_at, l.work_date::text as last_date, l.shift as last_shift
   from (select 1) one
   left join lateral (select id, emp_id, kind, work_date from labor_punches where key = $2) k on true
   left join lateral (
     select p.kind, p.made_at, p.work_date, p.shift from labor_punches p
     where p.emp_id = $1 and p.made_at <= $3::timestamptz and not exists (select 1 from labor_punches r where r.replaces_id = p.id)
     order by p.made_at desc, p.id desc limit 1
   ) l on true`,
);

/** WRITE's row: the day's status (a closed day recorded nothing), its tardy minutes, its punches as JSON text. */
export interface PunchWriteRow extends Record<string, unknown> {
  status: 'open' | 'approved';
  tardy: number;
  punches: string;
}

/** WRITE(empId, plant, kind, madeAt, workDate, shift, key, source, deviceId, tardyMinutes, announcement). */
export const PUNCH_WRITE = prepared(
  'labor_punch_write',
  ['integer', 'text', 'text', 'text', 'text', 'integer', 'text', 'text', 'text', 'integer', 'text'],
  `with day as (
     insert into labor_days (emp_id, work_date, plant_id, shift, tardy_minutes) values ($1, $5::date, $2, $6, $10)
     on conflict (emp_id, work_date) do nothing returning status, tardy_minutes
   ), cur as (
     (select status, tardy_minutes from day
      union all select status, tardy_minutes from labor_days where emp_id = $1 and work_date = $5::date) limit 1
   ), ins as (
     insert into labor_punches (emp_id, plant_id, kind, made_at, work_date, shift, key, source, device_id)
     select $1, $2, $3, $4::timestamptz, $5::date, $6, $7, $8, $9 from cur where cur.status = 'open'
     returning *
   ), tardy as (
     insert into labor_absences (emp_id, plant_id, kind, from_date, to_date, shift, minutes, reason)
     select $1, $2, 'tardy', $5::date, $5::date, $6, $10, 'Clocked in after the shift start' from day
     where $10 > 0 and exists (select 1 from ins)
   ), announced as (select pg_notify('${LABOR_CHANNEL}', $11) as n from ins)
   select (select status from cur) as status, (select tardy_minutes from cur) as tardy, (select count(*) from announced) as announced,
     (select coalesce(json_agg(x), '[]'::json)::text from (
        select ${punchJson('p')} as x from labor_punches p where p.emp_id = $1 and p.work_date = $5::date
        union all select ${punchJson('ins')} from ins) q) as punches`,
);

/** The statements of a punch. */
export const PUNCH_STATEMENTS = [PUNCH_READ, PUNCH_WRITE];

/** A punch of WRITE's JSON as the API answers it, with its replaced mark. */
export function punchOfJson(
  row: Omit<Punch, 'madeAt' | 'receivedAt'> & { madeAt: number; receivedAt: number; replaced: boolean },
): Punch & { replaced: boolean } {
  return { ...row, madeAt: new Date(row.madeAt).toISOString(), receivedAt: new Date(row.receivedAt).toISOString() };
}
