import { formatDateTime } from '@/lib/i18n/date-format';
import { useMemo, useState, type MouseEvent } from 'react';
import type { ChartAnswer } from '@/lib/spc/schemas';
import { chartSvg, decimalsOf, fmt } from '@/lib/spc/svg';
import { fill, testText, type SpcText } from '@/lib/spc/text';
import { FORM } from '@/lib/forms/classes';

/** Props of the chart inspector. */
export interface ChartInspectorProps {
  answer: ChartAnswer;
  text: SpcText;
  lang: string;
}

const WINDOWS = [25, 50] as const;

/**
 * The desk and tablet control charts: the server's SVG drawing (rendered here too, so the page prints
 * and reads before script), plus a choice of how many points to show and, on hover or tap, a point's
 * value, time and the tests it breaks in words.
 */
export function ChartInspector({ answer, text, lang }: ChartInspectorProps) {
  const [window, setWindow] = useState<number>(50);
  const [picked, setPicked] = useState<{ kind: number; index: number } | null>(null);
  const ch = answer.characteristic;
  const d = ch.chartType === 'xbar-r' || ch.chartType === 'xbar-s' || ch.chartType === 'imr' ? decimalsOf([ch.nominal, ch.lsl, ch.usl]) : 3;
  const svgs = useMemo(
    () =>
      answer.charts.map((s, i) => {
        const points = window > 0 ? s.points.slice(-window) : s.points;
        const last = points.at(-1);
        const series = { ...s, points, ...(last ? { centerLine: last.centerLine, ucl: last.ucl, lcl: last.lcl } : {}) };
        return chartSvg(series, {
          title: text.kinds[s.kind],
          labels: text.labels,
          decimals: d,
          lang,
          width: 760,
          height: i === 0 ? 240 : 170,
          spec: i === 0 && ch.chartType === 'imr' ? { lsl: ch.lsl, usl: ch.usl, label: text.spec } : undefined,
        });
      }),
    [answer, window, text, d, ch, lang],
  );
  const pick = (kind: number) => (e: MouseEvent<HTMLDivElement>) => {
    const dot = (e.target as Element).closest('circle[data-index]');
    if (dot) setPicked({ kind, index: Number(dot.getAttribute('data-index')) });
  };
  const point = picked ? answer.charts[picked.kind]?.points.find((p) => p.index === picked.index) : undefined;
  const when = point ? formatDateTime(point.takenAt, lang, 'medium') : '';
  return (
    <div data-testid="spc-inspector" data-hydrated="true">
      <div className="no-print mb-2 flex flex-wrap items-center gap-2" role="group" aria-label={text.zoom}>
        <span className="text-sm font-semibold">{text.zoom}</span>
        {[...WINDOWS, 0].map((n) => (
          <button
            key={n}
            type="button"
            className={window === n ? FORM.button : FORM.secondary}
            aria-pressed={window === n}
            onClick={() => setWindow(n)}
            data-testid={`spc-zoom-${n}`}
          >
            {n === 0 ? text.zoomAll : fill(text.zoomLast, { n })}
          </button>
        ))}
      </div>
      <div className="grid gap-3 text-slate-900 dark:text-slate-100">
        {svgs.map((svg, i) => (
          <div
            key={i}
            className="spc-svg w-full break-inside-avoid"
            onMouseOver={pick(i)}
            onClick={pick(i)}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ))}
      </div>
      <div className="no-print mt-2 min-h-[3rem] text-sm" aria-live="polite" data-testid="spc-point-detail">
        {point && (
          <p>
            <strong>{fill(text.point, { n: point.index + 1 })}</strong> · {text.kinds[answer.charts[picked!.kind]!.kind]}{' '}
            {fmt(point.value, d + 1, lang)} · {when} · {text.labels.ucl} {fmt(point.ucl, d, lang)} · {text.labels.lcl}{' '}
            {fmt(point.lcl, d, lang)}
            {point.tests.map((n) => (
              <span key={n} className="block font-medium text-red-700 dark:text-red-300">
                {n}: {testText(text, ch.tests.find((s) => s.test === n) ?? { test: n as 1, k: 0 })}
              </span>
            ))}
          </p>
        )}
      </div>
    </div>
  );
}
