import { useCallback, useEffect, useRef, useState } from 'react';
import { formatHours, type PunchKind } from '@/lib/labor/hours';
import { laborApi, newIdempotencyKey, type LaborMe } from '@/lib/labor/client';
import type { PunchAnswer } from '@/lib/labor/schemas';
import { DayTable } from './DayTable';
import { clockTime, fill, refusal, type LaborText } from './text';

/** The buttons each status offers, in order; the second of 'lunch' ends the lunch and clocks out. */
const ACTIONS: Record<LaborMe['status'], (PunchKind | 'lunch-in+out')[]> = {
  out: ['in'],
  in: ['lunch-out', 'out'],
  lunch: ['lunch-in', 'lunch-in+out'],
};

/** What a punch's answer says to the employee: what was recorded at what time, a repeat, a tardy. */
export function punchMessage(answer: PunchAnswer, text: LaborText, lang: string): string {
  const time = clockTime(answer.punch.madeAt, lang, answer.day.plant);
  if (answer.repeated) return fill(text.clock.repeated, { time });
  const said = fill(text.clock.recorded[answer.punch.kind], { time });
  return answer.punch.kind === 'in' && answer.tardyMinutes > 0
    ? `${said} ${fill(text.clock.tardy, { minutes: answer.tardyMinutes })}`
    : said;
}

/** An employee's own time clock: status, the punch buttons, today's punches and hours, two weeks of days. */
export function TimeClock({ text, lang }: { text: LaborText; lang: string }) {
  const t = text.clock;
  const [me, setMe] = useState<LaborMe | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // One key per intended punch: a retry of the same tap reuses it, so it is recorded once.
  const keys = useRef(new Map<string, string>());
  const load = useCallback(() => laborApi.me().then(setMe), []);
  useEffect(() => void load(), [load]);

  const punch = async (kind: PunchKind): Promise<PunchAnswer> => {
    const key = keys.current.get(kind) ?? newIdempotencyKey();
    keys.current.set(kind, key);
    const answer = await laborApi.punch(kind, key);
    keys.current.delete(kind);
    return answer;
  };
  const act = async (action: PunchKind | 'lunch-in+out') => {
    if (busy) return;
    setBusy(true);
    try {
      if (action === 'lunch-in+out') await punch('lunch-in');
      const answer = await punch(action === 'lunch-in+out' ? 'out' : action);
      setMessage({ ok: true, text: punchMessage(answer, text, lang) });
    } catch (error) {
      setMessage({ ok: false, text: refusal(text, error) });
    } finally {
      setBusy(false);
      await load().catch(() => {});
    }
  };

  if (!me) return <div className="p-4" data-testid="time-clock" />;
  // While out, the newest day stays in view with what it added up to.
  const day = me.current ?? me.history[0] ?? null;
  const last = day?.punches.at(-1);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-4" data-testid="time-clock" data-hydrated="true" data-status={me.status}>
      <section className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900">
        <p className="text-2xl font-semibold" data-testid="clock-status">
          {t.status[me.status]}
          {last && me.status !== 'out' ? ` ${fill(t.since, { time: clockTime(last.madeAt, lang, me.plant) })}` : ''}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {ACTIONS[me.status].map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              onClick={() => void act(action)}
              data-testid={`punch-${action}`}
              className={`min-h-16 min-w-48 rounded-lg px-6 text-xl font-semibold text-white disabled:opacity-60 ${
                action === 'in' || action === 'lunch-in'
                  ? 'bg-green-700 hover:bg-green-800'
                  : action === 'lunch-out'
                    ? 'bg-amber-700 hover:bg-amber-800'
                    : 'bg-blue-700 hover:bg-blue-800'
              }`}
            >
              {action === 'lunch-in+out' ? t.endLunchAndOut : t[action]}
            </button>
          ))}
        </div>
        <p
          aria-live="polite"
          data-testid="clock-message"
          className={`mt-3 min-h-7 text-lg ${message?.ok === false ? 'font-semibold text-red-700 dark:text-red-300' : 'text-green-800 dark:text-green-300'}`}
        >
          {message?.text ?? ''}
        </p>
      </section>
      {day && (
        <section className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">
            {day.workDate} · {fill(t.shift, { n: day.shift })}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-4 text-lg" data-testid="today-punches">
            {day.punches.map((p) => (
              <li key={p.id}>
                {text.kinds[p.kind]} <strong>{clockTime(p.madeAt, lang, me.plant)}</strong>
              </li>
            ))}
          </ul>
          <p className="mt-2" data-testid="today-hours">
            {t.worked} {formatHours(day.hours.workedMinutes, lang)} · {t.lunch} {formatHours(day.hours.lunchMinutes, lang)} · {t.paid}{' '}
            <strong>{formatHours(day.hours.paidMinutes, lang)}</strong>
          </p>
        </section>
      )}
      <section className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900">
        <h2 className="mb-2 text-lg font-semibold">{t.history}</h2>
        <DayTable days={me.history} text={text} lang={lang} testId="history" />
      </section>
    </div>
  );
}
