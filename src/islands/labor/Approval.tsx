import { useCallback, useEffect, useState } from 'react';
import { fieldMessages } from '@/lib/browser/api-client';
import { PUNCH_KINDS, type PunchKind } from '@/lib/labor/hours';
import { laborApi, newIdempotencyKey } from '@/lib/labor/client';
import type { LaborDay } from '@/lib/labor/schemas';
import { hhmm, localTime, zonedInstant } from '@/lib/labor/time';
import { plantZone } from '@/lib/plants/plant-time';
import { PLANTS } from '@/lib/plants/plants';
import { usePlant } from '@/lib/plants/use-plant';
import { DayTable } from './DayTable';
import { useLatest } from './use-latest';
import { clockTime, fill, refusal, type LaborText } from './text';

const FIELD = 'min-h-11 rounded-md border border-slate-400 bg-white px-3 text-base dark:bg-slate-800';
const BUTTON = 'min-h-11 rounded-md px-4 font-semibold';

/** A date and time input's value for an instant on the plant's clock (whatever the browser's time zone). */
function localInput(iso: string, timeZone: string): string {
  const { date, minutes } = localTime(new Date(iso), timeZone);
  return `${date}T${hhmm(minutes)}`;
}

/** The instant a date and time input's value names on the plant's clock; null when it is empty or cut short. */
function instantOf(value: string, timeZone: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  return m ? zonedInstant(m[1]!, Number(m[2]) * 60 + Number(m[3]), timeZone) : null;
}

/** A supervisor's days of a plant: to approve (missing punches flagged, fixed with a note, approved one or many) or approved and closed. */
export function Approval({
  text,
  lang,
  initialPlant,
  status,
}: {
  text: LaborText;
  lang: string;
  initialPlant: string;
  status: 'open' | 'approved';
}) {
  const t = text.approval;
  const { plant, hydrated } = usePlant(initialPlant);
  const [days, setDays] = useState<LaborDay[] | null>(null);
  const keep = useLatest(setDays);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [fixing, setFixing] = useState<LaborDay | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const load = useCallback(
    () => keep(laborApi.days(plant, status).then((d) => (status === 'open' ? d : [...d].reverse()))),
    [plant, status, keep],
  );
  useEffect(() => {
    if (hydrated) void load();
  }, [hydrated, load]);
  const id = (d: LaborDay) => `${d.empId} ${d.workDate}`;
  const approve = async () => {
    const chosen = (days ?? []).filter((d) => selected.has(id(d)));
    try {
      const done = await laborApi.approve(
        chosen.map((d) => ({ empId: d.empId, workDate: d.workDate })),
        newIdempotencyKey(),
      );
      setMessage({ ok: true, text: fill(done.length === 1 ? t.approved_one : t.approved_other, { count: done.length }) });
      setSelected(new Set());
    } catch (e) {
      setMessage({ ok: false, text: refusal(text, e) });
    }
    await load();
  };
  return (
    <div
      className="mx-auto flex max-w-6xl flex-col gap-4 p-4"
      data-testid={`approval-${status}`}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      {message && (
        <p
          role="status"
          data-testid="approval-message"
          className={`text-lg font-semibold ${message.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {message.text}
        </p>
      )}
      {status === 'approved' && (
        <a
          className="inline-flex min-h-11 items-center self-start text-blue-800 underline dark:text-blue-300"
          href={`/api/v1/Labor/Payroll?plant=${plant}`}
          data-testid="payroll-csv"
          download
        >
          {t.payroll}
        </a>
      )}
      {fixing && (
        <FixForm
          day={fixing}
          text={text}
          lang={lang}
          onDone={(ok) => {
            setFixing(null);
            if (ok) setMessage({ ok: true, text: t.fixed });
            void load();
          }}
        />
      )}
      {days !== null && days.length === 0 && <p>{t.none}</p>}
      {status === 'open' && (days ?? []).length > 0 && (
        <button
          type="button"
          disabled={selected.size === 0}
          onClick={() => void approve()}
          className={`${BUTTON} self-start bg-green-700 text-white disabled:opacity-50`}
          data-testid="approve-selected"
        >
          {t.approveSelected} ({selected.size})
        </button>
      )}
      <ul className="flex flex-col gap-2">
        {(days ?? []).map((d) => (
          <li
            key={id(d)}
            className="rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-900"
            data-testid="approval-day"
            data-emp={d.empId}
            data-date={d.workDate}
          >
            <div className="flex flex-wrap items-center gap-3">
              {status === 'open' && (
                <input
                  type="checkbox"
                  aria-label={`${t.select} ${d.name} ${d.workDate}`}
                  className="h-6 w-6"
                  checked={selected.has(id(d))}
                  disabled={d.hours.flags.length > 0}
                  onChange={(e) => {
                    const next = new Set(selected);
                    if (e.target.checked) next.add(id(d));
                    else next.delete(id(d));
                    setSelected(next);
                  }}
                />
              )}
              <strong className="text-lg">{d.name}</strong>
              {status === 'open' && (
                <button type="button" className={`${BUTTON} border border-slate-400`} onClick={() => setFixing(d)} data-testid="fix-day">
                  {t.fix}
                </button>
              )}
            </div>
            <DayTable days={[d]} text={text} lang={lang} testId="approval-day-table" />
            {d.sentLate.length > 0 && (
              <p className="font-semibold text-amber-900 dark:text-amber-200" data-testid="approval-sent-late">
                {`${status === 'open' ? t.sentLate : t.sentLateShort}: `}
                {d.punches
                  .filter((p) => d.sentLate.includes(p.id))
                  .map((p) =>
                    fill(t.sentLateLine, {
                      kind: text.kinds[p.kind],
                      made: clockTime(p.madeAt, lang, d.plant),
                      received: clockTime(p.receivedAt, lang, d.plant),
                    }),
                  )
                  .join(' · ')}
              </p>
            )}
            {d.replaced.length > 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {d.replaced.map((p) => `${text.kinds[p.kind]} ${clockTime(p.madeAt, lang, d.plant)} (${t.replaced})`).join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The fix of one day: the punch to correct (or a missing one), its kind and time, and the required note. */
function FixForm({ day, text, lang, onDone }: { day: LaborDay; text: LaborText; lang: string; onDone: (ok: boolean) => void }) {
  const t = text.approval;
  const missing: PunchKind = day.hours.flags.includes('missing-lunch-end') ? 'lunch-in' : 'out';
  const zone = plantZone(day.plant);
  const [replaces, setReplaces] = useState<string>('');
  const [kind, setKind] = useState<PunchKind>(missing);
  const [time, setTime] = useState(localInput(day.punches.at(-1)?.madeAt ?? new Date().toISOString(), zone));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key] = useState(newIdempotencyKey);
  const save = async () => {
    const madeAt = instantOf(time, zone);
    const missingFields = { ...(madeAt ? {} : { madeAt: text.errors.time }), ...(note.trim() ? {} : { note: text.errors.note }) };
    if (!madeAt || !note.trim()) return setErrors(missingFields);
    try {
      await laborApi.fix(
        day.empId,
        day.workDate,
        { kind, madeAt: madeAt.toISOString(), note, ...(replaces ? { replaces: Number(replaces) } : {}) },
        key,
      );
      onDone(true);
    } catch (e) {
      const { fields, form } = fieldMessages(e, (i) => (text.errors as Record<string, string>)[i.code] ?? i.message);
      setErrors({ ...fields, ...(form ? { form: refusal(text, e) } : {}) });
    }
  };
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border-2 border-blue-600 bg-white p-4 dark:bg-slate-900"
      data-testid="fix-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="text-lg font-semibold">{fill(t.fixTitle, { name: day.name, date: day.workDate })}</h2>
      <label className="flex flex-col gap-1" htmlFor="fix-replaces">
        {t.replaces}
        <select
          id="fix-replaces"
          className={FIELD}
          value={replaces}
          onChange={(e) => {
            setReplaces(e.target.value);
            const p = day.punches.find((x) => String(x.id) === e.target.value);
            if (p) {
              setKind(p.kind);
              setTime(localInput(p.madeAt, zone));
            }
          }}
        >
          <option value="">{t.addMissing}</option>
          {day.punches.map((p) => (
            <option key={p.id} value={p.id}>
              {text.kinds[p.kind]} {clockTime(p.madeAt, lang, day.plant)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1" htmlFor="fix-kind">
          {t.kind}
          <select id="fix-kind" className={FIELD} value={kind} onChange={(e) => setKind(e.target.value as PunchKind)}>
            {PUNCH_KINDS.map((k) => (
              <option key={k} value={k}>
                {text.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1" htmlFor="fix-time">
          {fill(t.time, { plant: PLANTS.find((p) => p.id === day.plant)?.name ?? day.plant })}
          <input
            id="fix-time"
            type="datetime-local"
            className={FIELD}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-invalid={errors['madeAt'] ? true : undefined}
            aria-describedby={errors['madeAt'] ? 'fix-time-error' : undefined}
          />
          {errors['madeAt'] && (
            <span id="fix-time-error" className="font-semibold text-red-700 dark:text-red-300" data-testid="fix-time-error">
              {errors['madeAt']}
            </span>
          )}
        </label>
      </div>
      <label className="flex flex-col gap-1" htmlFor="fix-note">
        {t.note}
        <textarea
          id="fix-note"
          className={`${FIELD} min-h-20 py-2`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={errors['note'] ? true : undefined}
          aria-describedby={errors['note'] ? 'fix-note-error' : undefined}
        />
        {errors['note'] && (
          <span id="fix-note-error" className="font-semibold text-red-700 dark:text-red-300" data-testid="fix-note-error">
            {errors['note']}
          </span>
        )}
      </label>
      {errors['form'] && <p className="font-semibold text-red-700 dark:text-red-300">{errors['form']}</p>}
      <div className="flex gap-3">
        <button type="submit" className={`${BUTTON} bg-blue-700 text-white`} data-testid="fix-save">
          {t.save}
        </button>
        <button type="button" className={`${BUTTON} border border-slate-400`} onClick={() => onDone(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
