import { useEffect, useRef, useState } from 'react';
import { dateFormat } from '@/lib/i18n/date-format';
import { Alert, BarcodeField, FORM, NumberWithUnit, Select, TextInput, useSubmissionKey } from '@/islands/forms';
import { ApiError } from '@/lib/api/errors';
import { apiCall, fieldMessages } from '@/lib/browser/api-client';
import { keptText, sendOrKeep } from '@/lib/outbox/island';
import type { MaterialMeasurements, Measurement, MeasurementInput } from '@/lib/materials/measure-schemas';
import { readMeasurement } from '@/lib/materials/measure';
import type { JobDetail } from '@/lib/materials/schemas';
import { addAlert } from '@/lib/stores/alerts';
import { fill, type MaterialsText } from './text';

/** Where the page starts: a job material named in the address (?job=&asm=&mtl=), e.g. from Issue Material. */
export interface MeasureStart {
  job: string;
  asm: string;
  mtl: string;
}

/** /issueMaterial/measurements: the measured length of bar or tube issued to a job material. */
export function Measurements({ text, lang, start }: { text: MaterialsText; lang: string; start: MeasureStart }) {
  const t = text.measure;
  const [hydrated, setHydrated] = useState(false);
  const [jobInput, setJobInput] = useState(start.job);
  const [job, setJob] = useState<JobDetail | null>(null);
  const [choice, setChoice] = useState('');
  const [detail, setDetail] = useState<MaterialMeasurements | null>(null);
  const [heat, setHeat] = useState('');
  const [pieces, setPieces] = useState('1');
  const [length, setLength] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useSubmissionKey();
  const lengthRef = useRef<HTMLInputElement>(null);

  const lines = (job?.assemblies ?? []).flatMap((a) =>
    a.materials.filter((m) => m.stockedByLength).map((m) => ({ key: `${a.assemblySeq}/${m.mtlSeq}`, asm: a.assemblySeq, m })),
  );
  const line = lines.find((l) => l.key === choice);
  const heats = [...new Set((detail?.issues ?? []).map((i) => i.heatNum).filter((h): h is string => !!h))];

  const loadDetail = async (jobNum: string, asm: number, mtl: number) => {
    const found = await apiCall<MaterialMeasurements>('GET', 'MaterialMeasurements', { query: { jobNum, assemblySeq: asm, mtlSeq: mtl } });
    setDetail(found);
    const issued = [...new Set(found.issues.map((i) => i.heatNum).filter((h): h is string => !!h))];
    setHeat((h) => (issued.includes(h) ? h : issued.length === 1 ? issued[0]! : ''));
  };

  const searchJob = async (value: string): Promise<string | undefined> => {
    setErrors({});
    setFormError(null);
    setDetail(null);
    try {
      const found = await apiCall<JobDetail>('GET', `Jobs/${encodeURIComponent(value)}`);
      setJob(found);
      const first = found.assemblies.flatMap((a) =>
        a.materials.filter((m) => m.stockedByLength).map((m) => `${a.assemblySeq}/${m.mtlSeq}`),
      );
      const wanted = `${start.asm}/${start.mtl}`;
      setChoice(first.includes(wanted) ? wanted : first.length === 1 ? first[0]! : '');
      return undefined;
    } catch (error) {
      setJob(null);
      setChoice('');
      return error instanceof ApiError && error.status === 404
        ? fill(t.jobMissing, { job: value })
        : (fieldMessages(error).form ?? t.failed);
    }
  };

  useEffect(() => {
    setHydrated(true);
    if (start.job) void searchJob(start.job).then((message) => message && setErrors({ jobNum: message }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!job || !line) return setDetail(null);
    loadDetail(job.jobNum, line.asm, line.m.mtlSeq).catch((error: unknown) => setFormError(fieldMessages(error).form ?? t.failed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job, choice]);

  const submit = async () => {
    setFormError(null);
    const read = readMeasurement({ pieces, lengthIn: length });
    const found: Record<string, string> = {};
    if (!job) found['jobNum'] = fill(t.jobMissing, { job: jobInput.trim() });
    else if (!line) found['mtlSeq'] = t.chooseMaterial;
    if (!read.ok) for (const field of read.fields) found[field] = t.errors[field];
    setErrors(found);
    if (Object.keys(found).length > 0 || !read.ok || !job || !line) return;
    const body: MeasurementInput = {
      jobNum: job.jobNum,
      assemblySeq: line.asm,
      mtlSeq: line.m.mtlSeq,
      pieces: read.pieces,
      lengthIn: read.lengthIn,
      ...(heat ? { heatNum: heat } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    setBusy(true);
    try {
      const done = await sendOrKeep<Measurement>({
        method: 'POST',
        path: 'MaterialMeasurements',
        body,
        key: key.current,
        label: t.title,
        detail: `${job.jobNum} · ${line.m.partNum} · ${read.pieces} × ${read.lengthIn} in`,
        says: t.errors as Record<string, string>,
      });
      key.settle();
      addAlert(done.kept ? { message: keptText(), type: 'info' } : { message: t.recorded, type: 'success' });
      setLength('');
      setNotes('');
      if (!done.kept) await loadDetail(job.jobNum, line.asm, line.m.mtlSeq);
      lengthRef.current?.focus();
    } catch (error) {
      // No answer keeps the key, so the retry writes once; a refusal renews it.
      key.settle(error);
      const errorsOf = t.errors as Record<string, string>;
      const messages = fieldMessages(error, (issue) =>
        errorsOf[issue.code] ? fill(errorsOf[issue.code]!, { job: job.jobNum }) : (errorsOf[issue.field] ?? issue.message),
      );
      setErrors(messages.fields);
      if (messages.form) setFormError(error instanceof ApiError && error.status >= 500 ? t.failed : messages.form);
    } finally {
      setBusy(false);
    }
  };

  const measured = detail?.measuredIn ?? 0;
  const inches = (n: number) => (Math.round(n * 1000) / 1000).toLocaleString(lang, { maximumFractionDigits: 3 });
  const when = (iso: string) => dateFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div
      className="mx-auto grid max-w-5xl gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="measurements"
    >
      <form
        className={`${FORM.panel} grid gap-4 self-start`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.intro}</p>
        <BarcodeField
          id="ms-job"
          label={t.job}
          value={jobInput}
          inputMode="numeric"
          required
          onChange={(e) => setJobInput(e.target.value)}
          onScan={searchJob}
          error={errors['jobNum']}
          action={
            <button
              type="button"
              className={`${FORM.secondary} whitespace-nowrap`}
              onClick={() => void searchJob(jobInput.trim()).then((m) => m && setErrors({ jobNum: m }))}
            >
              {t.searchJob}
            </button>
          }
        />
        <Select
          id="ms-material"
          label={t.material}
          value={choice}
          empty={t.chooseMaterial}
          required
          onChange={(e) => setChoice(e.target.value)}
          error={errors['mtlSeq'] ?? (job && lines.length === 0 ? t.noLengthMaterial : null)}
          options={lines.map((l) => ({ value: l.key, label: `${l.key} · ${l.m.partNum} · ${l.m.description}` }))}
        />
        <Select
          id="ms-heat"
          label={t.heat}
          value={heat}
          empty={t.heatFromIssue}
          onChange={(e) => setHeat(e.target.value)}
          error={errors['heatNum'] ?? errors['tranId']}
          options={heats.map((h) => ({ value: h, label: h }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberWithUnit
            id="ms-pieces"
            label={t.pieces}
            unit={t.piecesUnit}
            inputMode="numeric"
            value={pieces}
            required
            onChange={(e) => setPieces(e.target.value)}
            error={errors['pieces']}
          />
          <NumberWithUnit
            id="ms-length"
            ref={lengthRef}
            label={t.lengthIn}
            unit={t.inches}
            value={length}
            required
            onChange={(e) => setLength(e.target.value)}
            error={errors['lengthIn']}
          />
        </div>
        <TextInput
          id="ms-notes"
          label={t.notes}
          value={notes}
          maxLength={200}
          onChange={(e) => setNotes(e.target.value)}
          error={errors['notes']}
        />
        {formError && <Alert testId="measure-error">{formError}</Alert>}
        <div>
          <button type="submit" className={FORM.button} disabled={busy} data-testid="submit-measurement">
            {t.submit}
          </button>
        </div>
      </form>
      <section className={`${FORM.card} self-start overflow-hidden`} aria-live="polite" data-testid="measure-summary">
        {detail ? (
          <>
            <dl className="grid grid-cols-3 gap-2 p-4 text-center">
              {(
                [
                  [t.issued, detail.issuedQty],
                  [t.measured, measured],
                  [t.difference, Math.max(0, detail.issuedQty - measured)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{fill(t.value, { value: inches(value) })}</dd>
                </div>
              ))}
            </dl>
            <h2 className={FORM.caption}>{t.issues}</h2>
            {detail.issues.length === 0 ? (
              <p className="px-4 pb-3 text-sm">{t.noIssues}</p>
            ) : (
              <ul className="flex flex-wrap gap-2 px-4 pb-3">
                {detail.issues.map((i) => (
                  <li key={i.tranId} className={`${FORM.badge} bg-slate-100 dark:bg-slate-800`}>
                    {when(i.at)} · {i.binNum} · {i.heatNum ?? '—'} · {fill(t.value, { value: inches(i.quantity) })}
                  </li>
                ))}
              </ul>
            )}
            <div className="overflow-x-auto">
              <table className={FORM.table} data-testid="measure-history">
                <caption className={FORM.caption}>{t.history}</caption>
                <thead>
                  <tr>
                    <th className={FORM.th}>{t.when}</th>
                    <th className={FORM.th}>{t.heat}</th>
                    <th className={FORM.th}>{t.pieces}</th>
                    <th className={FORM.th}>{t.lengthIn}</th>
                    <th className={FORM.th}>{t.total}</th>
                    <th className={FORM.th}>{t.who}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.measurements.length === 0 && (
                    <tr>
                      <td className={FORM.td} colSpan={6}>
                        {t.noMeasurements}
                      </td>
                    </tr>
                  )}
                  {detail.measurements.map((m) => (
                    <tr key={m.id}>
                      <td className={FORM.td}>{when(m.measuredAt)}</td>
                      <td className={FORM.td}>{m.heatNum ?? '—'}</td>
                      <td className={`${FORM.td} tabular-nums`}>{m.pieces}</td>
                      <td className={`${FORM.td} tabular-nums`}>{fill(t.value, { value: inches(m.lengthIn) })}</td>
                      <td className={`${FORM.td} tabular-nums`}>{fill(t.value, { value: inches(m.totalIn) })}</td>
                      <td className={`${FORM.td} break-all`}>{m.measuredBy}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="p-4 text-sm text-slate-600 dark:text-slate-400">
            {job && lines.length === 0 ? t.noLengthMaterial : t.chooseMaterial}
          </p>
        )}
      </section>
    </div>
  );
}
