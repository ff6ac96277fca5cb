import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/islands/forms/Alert';
import { NumberWithUnit } from '@/islands/forms/NumberWithUnit';
import { ApiError } from '@/lib/api/errors';
import { apiCall, newIdempotencyKey } from '@/lib/browser/api-client';
import { $outbox, keep } from '@/lib/outbox/outbox';
import { FORM } from '@/lib/forms/classes';
import { checkReading } from '@/lib/spc/entry';
import type { ChartAnswer, Characteristic, SubgroupCreated } from '@/lib/spc/schemas';
import { chartSvg, decimalsOf } from '@/lib/spc/svg';
import { fill, type SpcText } from '@/lib/spc/text';

/** Props of the subgroup entry. */
export interface SubgroupEntryProps {
  characteristic: Characteristic;
  chart: ChartAnswer;
  text: SpcText;
  /** The reader's language, for the chart's figures. */
  lang: string;
}

// The points the entry page's chart shows: the shift's trend, small enough for a tablet.
const SHOWN = 25;

/**
 * A subgroup typed on a tablet (number pad) or by a gauge that types like a keyboard (Enter moves on):
 * each reading outside the specification is flagged as it is typed; the save keeps one Idempotency-Key
 * until it goes through, so a double tap or a retry writes once; the chart below redraws with the new
 * point and says at once which tests it breaks.
 */
export function SubgroupEntry({ characteristic: ch, chart: first, text, lang }: SubgroupEntryProps) {
  const counted = !(ch.chartType === 'xbar-r' || ch.chartType === 'xbar-s' || ch.chartType === 'imr');
  const size = counted ? 2 : ch.subgroupSize;
  const [typed, setTyped] = useState<string[]>(() => Array.from({ length: size }, () => ''));
  const [chart, setChart] = useState(first);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error' | 'info'; message: string } | null>(null);
  const [shown, setShown] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const key = useRef(newIdempotencyKey());
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => setHydrated(true), []);
  const url = `SPC/Characteristics/${ch.id}/Subgroups`;
  // When the outbox has sent this characteristic's kept subgroups, the chart is drawn again with them in place.
  const kept = useRef(0);
  useEffect(
    () =>
      $outbox.subscribe((entries) => {
        const waiting = entries.filter((e) => e.url === url).length;
        if (waiting < kept.current)
          void apiCall<ChartAnswer>('GET', `SPC/Characteristics/${ch.id}/Chart`, { query: { last: SHOWN } }).then(
            setChart,
            () => undefined,
          );
        kept.current = waiting;
      }),
    [ch.id, url],
  );
  const redraw = async () => setChart(await apiCall<ChartAnswer>('GET', `SPC/Characteristics/${ch.id}/Chart`, { query: { last: SHOWN } }));
  const nextSubgroup = () => {
    key.current = newIdempotencyKey();
    setTyped(Array.from({ length: size }, () => ''));
    setShown(false);
    inputs.current[0]?.focus();
  };
  // No network: the subgroup is kept on the device with the time it was typed, and sent when the network is back.
  async function keepOffline(body: object, values: number[]): Promise<boolean> {
    try {
      await keep({
        id: key.current,
        kind: 'api',
        url,
        method: 'POST',
        body,
        label: `${ch.partNum} · ${ch.name}`,
        detail: values.join(' '),
        page: location.pathname + location.search,
      });
    } catch {
      return false;
    }
    nextSubgroup();
    setResult({ tone: 'info', message: text.entry.kept });
    return true;
  }
  const d = counted ? 3 : decimalsOf([ch.nominal, ch.lsl, ch.usl]);
  const checks = typed.map((v) => checkReading(v, counted ? null : ch.lsl, counted ? null : ch.usl));
  const messageOf = (i: number) => {
    const c = checks[i]!;
    // Letters are refused as they are typed; an empty field only once a save was tried.
    if ('error' in c) return c.error === 'not-number' || shown ? text.entry.notNumber : null;
    return c.outOfSpec ? fill(text.entry.outOfSpec, { lsl: ch.lsl ?? '', usl: ch.usl ?? '' }) : null;
  };
  const outCount = checks.filter((c) => 'outOfSpec' in c && c.outOfSpec).length;

  async function save(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    const bad = checks.findIndex((c) => 'error' in c);
    if (bad >= 0) {
      inputs.current[bad]?.focus();
      return;
    }
    const values = checks.map((c) => ('value' in c ? c.value : 0));
    const body = counted ? { count: values[0], sampleSize: values[1] } : { readings: values };
    setBusy(true);
    setResult(null);
    if (!navigator.onLine && (await keepOffline(body, values))) return setBusy(false);
    try {
      const made = await apiCall<SubgroupCreated>('POST', url, { body, idempotencyKey: key.current });
      nextSubgroup();
      await redraw();
      const n = made.index + 1;
      setResult(
        made.tests.length > 0
          ? { tone: 'error', message: fill(text.entry.flagged, { n, tests: made.tests.join(', ') }) }
          : { tone: 'success', message: fill(text.entry.saved, { n }) },
      );
    } catch (error) {
      if (error instanceof ApiError && [0, 502, 503, 504].includes(error.status) && (await keepOffline(body, values))) return;
      const code = error instanceof ApiError ? error.code : 'network';
      const filled = error instanceof ApiError ? (error.fields[0]?.values ?? {}) : {};
      const known = (text.errors as Record<string, string>)[code === 'unreachable' ? 'network' : code];
      setResult({ tone: 'error', message: known ? fill(known, filled) : error instanceof ApiError ? error.detail : String(error) });
    } finally {
      setBusy(false);
    }
  }

  const series = chart.charts[0];
  const svg = series
    ? chartSvg(series, { title: text.kinds[series.kind], labels: text.labels, decimals: d, lang, width: 760, height: 260 })
    : '';
  const labels = counted ? [text.entry.count, text.entry.sampleSize] : typed.map((_, i) => fill(text.entry.reading, { n: i + 1 }));
  return (
    <div data-testid="spc-entry" data-hydrated={hydrated ? 'true' : undefined}>
      <form onSubmit={save} noValidate className={`${FORM.panel} mb-4`}>
        <h2 className="mb-3 text-lg font-semibold">{text.entry.heading}</h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {labels.map((label, i) => (
            <NumberWithUnit
              key={i}
              id={`spc-reading-${i}`}
              ref={(el) => {
                inputs.current[i] = el;
              }}
              label={label}
              unit={counted ? '#' : ch.unit || '#'}
              value={typed[i]}
              error={messageOf(i)}
              onChange={(e) => {
                const next = [...typed];
                next[i] = e.target.value;
                setTyped(next);
              }}
              onKeyDown={(e) => {
                // A gauge ends each reading with Enter: move on, and save after the last one.
                if (e.key === 'Enter' && i < size - 1) {
                  e.preventDefault();
                  inputs.current[i + 1]?.focus();
                }
              }}
              autoFocus={i === 0}
            />
          ))}
        </div>
        {outCount > 0 && (
          <p className="mt-2 font-semibold text-red-700 dark:text-red-300" data-testid="spc-spec-warning" role="status">
            {fill(outCount === 1 ? text.entry.specWarning_one : text.entry.specWarning_other, { count: outCount })}
          </p>
        )}
        <button
          type="submit"
          className={`${FORM.button} mt-3 min-h-[48px] w-full sm:w-auto`}
          disabled={busy || !hydrated}
          data-testid="spc-save"
        >
          {busy ? text.entry.saving : text.entry.save}
        </button>
      </form>
      {result && (
        <div className="mb-3" data-testid={`spc-result-${result.tone}`}>
          <Alert tone={result.tone}>{result.message}</Alert>
        </div>
      )}
      <div className="spc-svg text-slate-900 dark:text-slate-100" data-testid="spc-entry-chart" dangerouslySetInnerHTML={{ __html: svg }} />
    </div>
  );
}
