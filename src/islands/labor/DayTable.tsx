import { formatHours, statusAfter } from '@/lib/labor/hours';
import type { LaborDay } from '@/lib/labor/schemas';
import { clockTime, fill, type LaborText } from './text';

/** Days as rows: date, shift, each punch with its time, paid hours, and approval or what is missing. */
export function DayTable({ days, text, lang, testId }: { days: LaborDay[]; text: LaborText; lang: string; testId: string }) {
  const t = text.clock;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-base" data-testid={testId}>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th className="py-2 pr-3">{t.date}</th>
            <th className="py-2 pr-3">{t.punches}</th>
            <th className="py-2 pr-3 text-right">{t.paid}</th>
            <th className="py-2">{text.board.status}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr
              key={`${d.empId} ${d.workDate}`}
              className="border-b border-slate-200 align-top dark:border-slate-700"
              data-testid="day-row"
            >
              <td className="py-2 pr-3 whitespace-nowrap">
                {d.workDate}
                <span className="block text-sm text-slate-600 dark:text-slate-300">{fill(t.shift, { n: d.shift })}</span>
              </td>
              <td className="py-2 pr-3">
                {d.punches.map((p) => (
                  <span key={p.id} className="mr-3 inline-block whitespace-nowrap">
                    {text.kinds[p.kind]} {clockTime(p.madeAt, lang, d.plant)}
                  </span>
                ))}
              </td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">{formatHours(d.hours.paidMinutes, lang)}</td>
              <td className="py-2">
                {d.inProgress ? (
                  <span data-testid="day-in-progress">{t.status[statusAfter(d.punches.at(-1)?.kind)]}</span>
                ) : d.hours.flags.length > 0 ? (
                  <span className="font-semibold text-red-700 dark:text-red-300">{d.hours.flags.map((f) => text.flags[f]).join(', ')}</span>
                ) : d.status === 'approved' ? (
                  t.approved
                ) : (
                  t.open
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
