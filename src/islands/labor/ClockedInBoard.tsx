import { useCallback, useEffect, useState } from 'react';
import { laborApi, newIdempotencyKey, watchPunches } from '@/lib/labor/client';
import type { ClockedInRow } from '@/lib/labor/schemas';
import { PLANTS } from '@/lib/plants/plants';
import { usePlant } from '@/lib/plants/use-plant';
import { clockTime, fill, refusal, type LaborText } from './text';
import { useLatest } from './use-latest';

const BADGE: Record<ClockedInRow['status'], string> = {
  in: 'bg-green-100 text-green-950 dark:bg-green-900/60 dark:text-green-50',
  lunch: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  out: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** Who of a plant is in, at lunch or out, by department; it reloads on each punch of the plant (the live stream). */
export function ClockedInBoard({ text, lang, initialPlant }: { text: LaborText; lang: string; initialPlant: string }) {
  const t = text.board;
  const topBar = usePlant(initialPlant);
  const hydrated = topBar.hydrated;
  const [chosen, setChosen] = useState<string | null>(null);
  const plant = chosen ?? topBar.plant;
  const [department, setDepartment] = useState('');
  const [rows, setRows] = useState<ClockedInRow[] | null>(null);
  const [live, setLive] = useState(false);
  const [notice, setNotice] = useState('');
  const unlock = async (row: ClockedInRow) => {
    await laborApi.unlockPin(row.empId, newIdempotencyKey()).then(
      () => setNotice(fill(t.unlocked, { name: row.name })),
      (error: unknown) => setNotice(refusal(text, error)),
    );
    await load();
  };
  const keep = useLatest(setRows);
  const load = useCallback(() => keep(laborApi.clockedIn(plant)).catch(() => {}), [plant, keep]);
  useEffect(() => {
    if (!hydrated) return;
    void load();
    return watchPunches(plant, () => void load(), setLive);
  }, [hydrated, plant, load]);
  const departments = [...new Set((rows ?? []).map((r) => r.department).filter(Boolean))].sort();
  const shown = (rows ?? []).filter((r) => !department || r.department === department);
  const count = (s: ClockedInRow['status']) => shown.filter((r) => r.status === s).length;
  const order = { in: 0, lunch: 1, out: 2 };
  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-4 p-4"
      data-testid="clocked-in"
      data-hydrated={hydrated ? 'true' : undefined}
      data-live={live ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 font-semibold" htmlFor="ci-plant">
          {t.plant}
          <select
            id="ci-plant"
            value={plant}
            onChange={(e) => setChosen(e.target.value)}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-3 dark:bg-slate-800"
          >
            {PLANTS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold" htmlFor="ci-department">
          {t.department}
          <select
            id="ci-department"
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-3 dark:bg-slate-800"
          >
            <option value="">{t.all}</option>
            {departments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <p className="text-lg font-semibold" data-testid="ci-counts">
          {fill(t.counts, { in: count('in'), lunch: count('lunch'), out: count('out') })}
        </p>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.live}</p>
      <p aria-live="polite" className="min-h-6 font-semibold" data-testid="ci-notice">
        {notice}
      </p>
      {rows !== null && shown.length === 0 && <p>{t.empty}</p>}
      <table className="w-full text-left text-base">
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th className="py-2 pr-3">{t.name}</th>
            <th className="py-2 pr-3">{t.department}</th>
            <th className="py-2 pr-3">{t.status}</th>
            <th className="py-2">{t.since}</th>
          </tr>
        </thead>
        <tbody>
          {[...shown]
            .sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name))
            .map((r) => (
              <tr
                key={r.empId}
                className="border-b border-slate-200 dark:border-slate-700"
                data-testid="ci-row"
                data-emp={r.empId}
                data-status={r.status}
              >
                <td className="py-2 pr-3">
                  <a
                    className="inline-flex min-h-11 items-center text-primary underline dark:text-primary-light"
                    href={`/currentlyClockedIn/LaborDtl?empId=${r.empId}${r.workDate ? `&date=${r.workDate}` : ''}`}
                  >
                    {r.name}
                  </a>
                  {r.pinLockedUntil && (
                    <span className="ml-2 inline-flex flex-wrap items-center gap-2" data-testid="ci-pin-locked">
                      <span className="rounded bg-red-100 px-2 py-1 text-sm font-semibold text-red-900 dark:bg-red-900/60 dark:text-red-50">
                        {fill(t.pinLocked, { time: clockTime(r.pinLockedUntil, lang, plant) })}
                      </span>
                      <button
                        type="button"
                        onClick={() => void unlock(r)}
                        className="min-h-11 rounded-md border border-slate-400 px-3 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
                      >
                        {t.unlock}
                      </button>
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">{r.department}</td>
                <td className="py-2 pr-3">
                  <span className={`rounded px-2 py-1 text-sm font-semibold ${BADGE[r.status]}`}>{text.clock.status[r.status]}</span>
                </td>
                <td className="py-2">{r.since && r.status !== 'out' ? clockTime(r.since, lang, plant) : ''}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
