import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { pgliteAlone } from '@/lib/server/db/pglite-alone';
import { executeText, prepareStatements, runPrepared, type PreparedValue } from '@/lib/server/db/prepared';
import { ConflictError, InputError, NotFoundError } from '@/lib/server/errors';
import { dayHours, statusAfter, type LaborStatus, type PunchKind, dayInProgress } from '@/lib/labor/hours';
import type { PlantLabor, PunchAnswer } from '@/lib/labor/schemas';
import { matchShift } from '@/lib/labor/shifts';
import { loadDay } from './days';
import { plantLabor } from './plant-rules';
import { PUNCH_READ, PUNCH_STATEMENTS, PUNCH_WRITE, punchOfJson, type PunchReadRow, type PunchWriteRow } from './punch-sql';

/** A repeat of the same punch within this long answers the first one (a double tap, a double scan). */
export const REPEAT_WINDOW_MS = 60_000;
/** A punch may be this far ahead of the server's clock (a device's clock drifts); further is refused. */
export const CLOCK_SKEW_MS = 60_000;
/** A clock in left open this long counts as missing its clock out: the next clock in starts a new day. */
export const STALE_OPEN_MS = 16 * 3_600_000;

/** A punch to record. */
export interface PunchRequest {
  empId: number;
  /** The employee's name, as the answer's day shows it. */
  name: string;
  plant: string;
  kind: PunchKind;
  madeAt: Date;
  /** The punch's own key (the Idempotency-Key): a resent punch is answered with the one recorded. */
  key: string;
  source: 'self' | 'kiosk';
  deviceId?: string | undefined;
  /** How old a punch sent late may be (the outbox's limit, OUTBOX_MAX_AGE_HOURS): older ones are a supervisor's fix. */
  maxAgeHours: number;
}

const refusals: Record<LaborStatus, Partial<Record<PunchKind, [code: string, message: string]>>> = {
  out: {
    'lunch-out': ['not-clocked-in', 'You are not clocked in.'],
    'lunch-in': ['not-at-lunch', 'You are not at lunch.'],
    out: ['not-clocked-in', 'You are not clocked in.'],
  },
  in: {
    in: ['already-clocked-in', 'You are already clocked in.'],
    'lunch-in': ['not-at-lunch', 'You are not at lunch.'],
  },
  lunch: {
    in: ['already-clocked-in', 'You are already clocked in (at lunch).'],
    'lunch-out': ['already-at-lunch', 'You are already at lunch.'],
    out: ['end-lunch-first', 'End your lunch before clocking out.'],
  },
};

type Decision =
  | { kind: 'repeat'; empId: number; workDate: string; madeAt?: number; key?: string }
  | { kind: 'write'; values: PreparedValue[]; workDate: string; shift: number };

/** Judges a punch by what READ found; throws the refusal. Pure, so both transaction paths share it. */
function decide(read: PunchReadRow | undefined, req: PunchRequest, rule: PlantLabor | null, now: Date): Decision {
  if (read?.kept_id !== null && read?.kept_id !== undefined) {
    if (read.kept_emp !== req.empId || read.kept_kind !== req.kind)
      throw new ConflictError('This punch key was already used for another punch.', { code: 'idempotency-key-reused' });
    return { kind: 'repeat', empId: req.empId, workDate: read.kept_date!, key: req.key };
  }
  if (req.madeAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw InputError.field('madeAt', 'future-punch', 'A punch cannot be in the future.');
  if (now.getTime() - req.madeAt.getTime() > req.maxAgeHours * 3_600_000)
    throw InputError.field(
      'madeAt',
      'made-at-too-old',
      `A punch made more than ${req.maxAgeHours} hours ago cannot be recorded: ask your supervisor to add it.`,
      {
        extra: { values: { hours: req.maxAgeHours } },
      },
    );
  const last = read?.last_kind
    ? { kind: read.last_kind as PunchKind, at: Number(read.last_at), workDate: read.last_date!, shift: read.last_shift! }
    : undefined;
  if (last && last.kind === req.kind && req.madeAt.getTime() - last.at <= REPEAT_WINDOW_MS)
    return { kind: 'repeat', empId: req.empId, workDate: last.workDate, madeAt: last.at };
  const stale = last !== undefined && last.kind !== 'out' && req.madeAt.getTime() - last.at > STALE_OPEN_MS;
  const status = stale ? 'out' : statusAfter(last?.kind);
  const refusal = refusals[status][req.kind];
  if (refusal) throw new ConflictError(refusal[1], { code: refusal[0], extra: { status } });
  let workDate = last?.workDate ?? '';
  let shift = last?.shift ?? 0;
  let tardy = 0;
  if (req.kind === 'in') {
    const match = rule && matchShift(req.madeAt, rule.shifts, rule.timeZone);
    if (!match) throw new NotFoundError(`Plant ${req.plant} has no shifts.`, { code: 'no-shifts' });
    ({ workDate, shift } = match);
    tardy = match.tardyMinutes;
  }
  const announcement = JSON.stringify({ plant: req.plant, empId: req.empId });
  return {
    kind: 'write',
    workDate,
    shift,
    values: [
      req.empId,
      req.plant,
      req.kind,
      req.madeAt.toISOString(),
      workDate,
      shift,
      req.key,
      req.source,
      req.deviceId ?? null,
      tardy,
      announcement,
    ],
  };
}

/**
 * Records a punch by the rules of the floor, in one transaction: a resent key or a repeat within 60 s
 * answers the first punch and writes nothing; no punch in the future; no clock in while in, no lunch
 * while out, no clock out during lunch; a clock in opens the day of its shift's start (tardy recorded),
 * the other punches belong to that day; an approved day takes no more punches. On PGlite two messages
 * ('begin; READ', 'WRITE; commit'); on PostgreSQL the employee's lock, READ and WRITE.
 */
export async function recordPunch(db: Database, req: PunchRequest, now = new Date()): Promise<PunchAnswer> {
  const rule = await plantLabor(db, req.plant);
  const ready = await prepareStatements(db, PUNCH_STATEMENTS);
  const readValues = [req.empId, req.key, req.madeAt.toISOString()];
  const alone = ready ? pgliteAlone(db) : null;
  let outcome: { decision: Decision; written?: PunchWriteRow | undefined };
  if (alone) {
    outcome = await alone(async (send) => {
      const read = (await send(`begin; ${executeText(db, PUNCH_READ, readValues)}`)).at(-1)?.rows[0] as PunchReadRow | undefined;
      let decision: Decision;
      try {
        decision = decide(read, req, rule, now);
      } catch (error) {
        await send('rollback');
        throw error;
      }
      if (decision.kind !== 'write') {
        await send('rollback');
        return { decision };
      }
      const [written] = await send(`${executeText(db, PUNCH_WRITE, decision.values)}; commit`);
      return { decision, written: written?.rows[0] as PunchWriteRow | undefined };
    });
  } else {
    outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`labor ${req.empId}`}))`);
      const [read] = await runPrepared<PunchReadRow>(tx, PUNCH_READ, readValues, false);
      const decision = decide(read, req, rule, now);
      if (decision.kind !== 'write') return { decision };
      const [written] = await runPrepared<PunchWriteRow>(tx, PUNCH_WRITE, decision.values, false);
      return { decision, written };
    });
  }
  const { decision, written } = outcome;
  if (decision.kind === 'repeat') return repeatAnswer(db, decision);
  if (!written || written.status !== 'open')
    throw new ConflictError(`The day ${decision.workDate} is approved and closed.`, { code: 'day-approved' });
  const all = (JSON.parse(written.punches) as Parameters<typeof punchOfJson>[0][])
    .map(punchOfJson)
    .sort((a, b) => a.madeAt.localeCompare(b.madeAt) || a.id - b.id);
  const effective = all.filter((p) => !p.replaced).map(({ replaced: _, ...p }) => p);
  const punch = effective.find((p) => p.madeAt === req.madeAt.toISOString() && p.kind === req.kind) ?? effective.at(-1)!;
  const hours = dayHours(effective, rule ?? { autoLunchMinutes: 0, autoLunchAfterMinutes: 0 });
  return {
    punch,
    repeated: false,
    status: statusAfter(effective.at(-1)?.kind),
    tardyMinutes: Number(written.tardy),
    day: {
      empId: req.empId,
      name: req.name,
      plant: req.plant,
      workDate: decision.workDate,
      shift: decision.shift,
      status: 'open',
      tardyMinutes: Number(written.tardy),
      punches: effective,
      replaced: all.filter((p) => p.replaced).map(({ replaced: _, ...p }) => p),
      hours,
      inProgress: dayInProgress(hours, effective, rule, now),
      approvedBy: null,
      approvedAt: null,
    },
  };
}

/** The answer to a repeat: the first punch and its day as they are now. */
async function repeatAnswer(db: Database, repeat: Extract<Decision, { kind: 'repeat' }>): Promise<PunchAnswer> {
  const day = await loadDay(db, repeat.empId, repeat.workDate);
  const all = [...(day?.punches ?? []), ...(day?.replaced ?? [])];
  const punch = repeat.madeAt === undefined ? undefined : all.find((p) => Date.parse(p.madeAt) === repeat.madeAt);
  const kept = punch ?? (repeat.key ? await keptPunch(db, repeat.key, all) : undefined);
  if (!day || !kept) throw new NotFoundError('The first punch could not be read back.', { code: 'punch-not-found' });
  return { punch: kept, repeated: true, status: statusAfter(day.punches.at(-1)?.kind), tardyMinutes: day.tardyMinutes, day };
}

async function keptPunch(db: Database, key: string, all: PunchAnswer['day']['punches']) {
  const rows = await db.execute<{ id: number }>(sql`select id from labor_punches where key = ${key}`);
  const id = ((rows as unknown as { rows?: { id: number }[] }).rows ?? (rows as unknown as { id: number }[]))[0]?.id;
  return all.find((p) => p.id === id);
}
