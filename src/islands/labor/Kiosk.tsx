import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '@/lib/api/errors';
import type { PunchKind } from '@/lib/labor/hours';
import { useStore } from '@nanostores/react';
import { laborApi, newIdempotencyKey } from '@/lib/labor/client';
import type { KioskEmployee, KioskPunch, KioskWho, PunchAnswer } from '@/lib/labor/schemas';
import { $outbox, discard, type OutboxEntry } from '@/lib/outbox/outbox';
import { runOutbox, sendOrKeep } from '@/lib/outbox/island';
import { punchMessage } from './TimeClock';
import { clockTime, fill, refusal, type LaborText } from './text';

/** Seconds the kiosk shows an answer before it goes back to the start. */
const BACK_AFTER_S = 5;
const BUTTONS: Record<KioskEmployee['status'] | 'unknown', PunchKind[]> = {
  out: ['in'],
  in: ['lunch-out', 'out'],
  lunch: ['lunch-in'],
  unknown: ['in', 'lunch-out', 'lunch-in', 'out'],
};
const BIG = 'min-h-16 rounded-xl px-6 text-2xl font-semibold';

/** A refusal as the kiosk says it: its credential refused (revoked at the provider) is the kiosk's revocation. */
function kioskRefusal(text: LaborText, error: unknown): string {
  return error instanceof ApiError && error.status === 401 ? text.errors['device-revoked'] : refusal(text, error);
}

/** Who is at the kiosk: a badge scanned (its number) or an employee ID typed with its PIN; the server checks either. */
type Who = KioskWho & { employee: KioskEmployee | null };
const BADGE = /^[A-Za-z0-9-]{4,32}$/;

/** Whether a kept punch is of the employee at the kiosk: the same badge, or the same employee ID. */
function sameEmployee(body: KioskPunch, who: Who): boolean {
  if (body.badge !== undefined && body.badge === who.badge) return true;
  const empId = who.employee?.empId ?? who.empId;
  return body.empId !== undefined && body.empId === empId;
}

/** The name the kiosk greets with: the employee's, else their typed ID, else 'badge scanned' (offline: no one to ask). */
function nameOf(who: Who, badgeScanned: string): string {
  return who.employee?.name ?? (who.empId ? `#${who.empId}` : badgeScanned);
}

/** A punch kept on the kiosk that the server refused when it was finally sent. */
type Refused = OutboxEntry & { body: KioskPunch };

/**
 * The time clock kiosk: a badge scan (the card's number) or empID and PIN, the employee's name and photo, one big button,
 * back to the start after 5 s. Its punches go through the device outbox as the kiosk's own (the kiosk
 * is a device, not a person); a punch refused when it was finally sent stays on the kiosk, listed on
 * its start screen, until its employee identifies and has seen it.
 */
export function Kiosk({
  text,
  lang,
  photoUrl,
  deviceId,
  plant,
}: {
  text: LaborText;
  lang: string;
  photoUrl: string;
  deviceId: string;
  /** The kiosk's plant: its times are on that plant's clock, whatever zone the device is set to. */
  plant: string;
}) {
  const k = text.kiosk;
  const [who, setWho] = useState<Who | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(0);
  const entries = useStore($outbox);
  const waiting = entries.filter((e) => e.state === 'waiting').length;
  const refused = entries.filter((e): e is Refused => e.state === 'refused');
  const [online, setOnline] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const [empId, setEmpId] = useState('');
  const [pin, setPin] = useState('');
  const scan = useRef<HTMLInputElement>(null);

  const reset = useCallback(() => {
    setWho(null);
    setAnswer(null);
    setError(null);
    setEmpId('');
    setPin('');
    setLeft(0);
    if (scan.current) scan.current.value = '';
    setTimeout(() => scan.current?.focus(), 0);
  }, []);

  useEffect(() => {
    setHydrated(true);
    setOnline(navigator.onLine);
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const stop = runOutbox(`device:${deviceId}`);
    return () => {
      stop();
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [deviceId]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => (left === 1 ? reset() : setLeft(left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left, reset]);

  const identify = async (next: KioskWho) => {
    setError(null);
    try {
      const employee = await laborApi.kioskEmployee(next);
      setWho({ ...next, employee });
    } catch (e) {
      // Without the network the kiosk still takes the punch; who it was is checked when it is sent.
      if (e instanceof ApiError && e.status === 0) setWho({ ...next, employee: null });
      else setError(kioskRefusal(text, e));
    }
  };
  // A scan sends the badge's own number (the server knows whose it is); an employee ID is only ever sent with its PIN.
  const onScanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = event.currentTarget.value.trim();
    event.currentTarget.value = '';
    if (!BADGE.test(value)) return setError(k.invalidBadge);
    void identify({ badge: value });
  };
  const onTyped = () => {
    if (!/^\d{1,9}$/.test(empId)) return setError(k.invalidId);
    if (!/^\d{4}$/.test(pin)) return setError(k.invalidPin);
    void identify({ empId: Number(empId), pin });
  };
  const punch = async (kind: PunchKind) => {
    if (!who) return;
    const madeAt = new Date().toISOString();
    const { employee: _, ...credential } = who;
    const body: KioskPunch = { ...credential, kind };
    try {
      const done = await sendOrKeep<PunchAnswer>({
        method: 'POST',
        path: 'Labor/Kiosk/Punches',
        body,
        key: newIdempotencyKey(),
        madeAt,
        label: text.kinds[kind],
        detail: nameOf(who, k.badgeScanned),
        says: text.errors,
      });
      if (done.kept)
        setAnswer({ ok: true, text: `${text.kinds[kind]}: ${fill(k.savedOffline, { time: clockTime(madeAt, lang, plant) })}` });
      else {
        setAnswer({ ok: true, text: punchMessage(done.answer, text, lang) });
        if (who.employee) setWho({ ...who, employee: { ...who.employee, status: done.answer.status } });
      }
    } catch (e) {
      setAnswer({ ok: false, text: kioskRefusal(text, e) });
    }
    setLeft(BACK_AFTER_S);
  };
  // The identified employee's punches the server refused when the kiosk sent them later: shown to them until seen.
  const theirs = who ? refused.filter((r) => sameEmployee(r.body, who)) : [];
  const refusedLine = (r: Refused) => `${text.kinds[r.body.kind]} · ${clockTime(r.madeAt, lang, plant)} · ${r.detail}: ${r.message ?? ''}`;

  const status = who?.employee?.status ?? 'unknown';
  return (
    <div
      className="mx-auto flex min-h-[80vh] max-w-3xl flex-col gap-6 p-6 text-slate-900 dark:text-slate-100"
      data-testid="kiosk"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <h1 className="text-3xl font-bold">{k.title}</h1>
      {(!online || waiting > 0) && (
        <p
          className="rounded-lg bg-amber-100 p-3 text-lg font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50"
          data-testid="kiosk-waiting"
          role="status"
        >
          {!online ? `${k.offline} ` : ''}
          {waiting > 0 ? fill(waiting === 1 ? k.waiting_one : k.waiting_other, { count: waiting }) : ''}
        </p>
      )}
      {!who && refused.length > 0 && (
        <section
          className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950/60 dark:text-red-50"
          data-testid="kiosk-refused"
        >
          <h2 className="text-xl font-semibold">{k.refusedTitle}</h2>
          <ul className="mt-1 text-lg">
            {refused.map((r) => (
              <li key={r.id}>{refusedLine(r)}</li>
            ))}
          </ul>
        </section>
      )}
      {!who && (
        <section className="flex flex-col gap-4">
          <label className="flex flex-col gap-2 text-2xl font-semibold" htmlFor="kiosk-scan">
            {k.scan}
            <input
              id="kiosk-scan"
              ref={scan}
              autoFocus
              inputMode="none"
              autoComplete="off"
              onKeyDown={onScanKey}
              className="min-h-16 rounded-xl border-2 border-slate-400 bg-white px-4 text-2xl dark:bg-slate-800"
              data-testid="kiosk-scan"
            />
          </label>
          <p className="text-lg">{k.or}</p>
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex flex-col gap-2 text-xl" htmlFor="kiosk-empid">
              {k.empId}
              <input
                id="kiosk-empid"
                inputMode="numeric"
                autoComplete="off"
                value={empId}
                onChange={(e) => setEmpId(e.target.value.trim())}
                className="min-h-16 w-48 rounded-xl border-2 border-slate-400 bg-white px-4 text-2xl dark:bg-slate-800"
              />
            </label>
            <label className="flex flex-col gap-2 text-xl" htmlFor="kiosk-pin">
              {k.pin}
              <input
                id="kiosk-pin"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={pin}
                onChange={(e) => setPin(e.target.value.trim())}
                onKeyDown={(e) => e.key === 'Enter' && onTyped()}
                className="min-h-16 w-36 rounded-xl border-2 border-slate-400 bg-white px-4 text-2xl dark:bg-slate-800"
              />
            </label>
            <button type="button" onClick={onTyped} className={`${BIG} bg-blue-700 text-white hover:bg-blue-800`} data-testid="kiosk-go">
              {k.go}
            </button>
          </div>
        </section>
      )}
      {who && (
        <section className="flex flex-col gap-5" data-testid="kiosk-employee">
          <div className="flex items-center gap-5">
            {who.employee?.photoGuid && (
              <img
                src={photoUrl.replace('{guid}', who.employee.photoGuid)}
                alt=""
                width={112}
                height={112}
                className="h-28 w-28 rounded-full object-cover"
              />
            )}
            <p className="text-3xl font-bold" data-testid="kiosk-name">
              {fill(k.hello, { name: nameOf(who, k.badgeScanned) })}
            </p>
          </div>
          {who.employee && <p className="text-xl">{text.clock.status[who.employee.status]}</p>}
          {theirs.length > 0 && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl bg-red-100 p-4 text-xl text-red-950 dark:bg-red-900/60 dark:text-red-50"
              data-testid="kiosk-refused-yours"
            >
              <p className="font-semibold">{k.refusedYours}</p>
              <ul>
                {theirs.map((r) => (
                  <li key={r.id}>{refusedLine(r)}</li>
                ))}
              </ul>
              <button
                type="button"
                className={`${BIG} self-start border-2 border-red-800 dark:border-red-200`}
                onClick={() => void Promise.all(theirs.map((r) => discard(r.id)))}
                data-testid="kiosk-refused-seen"
              >
                {k.refusedSeen}
              </button>
            </div>
          )}
          {!answer && (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {BUTTONS[status].map((kind) => (
                <button
                  key={kind}
                  type="button"
                  onClick={() => void punch(kind)}
                  data-testid={`kiosk-${kind}`}
                  className={`${BIG} min-h-24 text-white ${kind === 'in' || kind === 'lunch-in' ? 'bg-green-700 hover:bg-green-800' : kind === 'lunch-out' ? 'bg-amber-700 hover:bg-amber-800' : 'bg-blue-700 hover:bg-blue-800'}`}
                >
                  {text.clock[kind]}
                </button>
              ))}
            </div>
          )}
          {answer && (
            <p
              role="status"
              data-testid="kiosk-answer"
              className={`rounded-xl p-4 text-2xl font-semibold ${answer.ok ? 'bg-green-100 text-green-950 dark:bg-green-900/60 dark:text-green-50' : 'bg-red-100 text-red-950 dark:bg-red-900/60 dark:text-red-50'}`}
            >
              {answer.text}
            </p>
          )}
          {left > 0 && <p className="text-lg">{fill(k.back, { seconds: left })}</p>}
          <button type="button" onClick={reset} className={`${BIG} self-start border-2 border-slate-400`} data-testid="kiosk-start-over">
            {k.startOver}
          </button>
        </section>
      )}
      {error && (
        <p role="alert" className="text-2xl font-semibold text-red-700 dark:text-red-300" data-testid="kiosk-error">
          {error}
        </p>
      )}
    </div>
  );
}
