import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { materialsApi, newIdempotencyKey, type ShortEndLocation } from '@/lib/materials/client';
import { keptText, sendOrKeep } from '@/lib/outbox/island';
import { numberMessage, readNumber } from '@/lib/forms/number';
import type { JobDetail } from '@/lib/materials/schemas';
import { addAlert } from '@/lib/stores/alerts';
import { usePlant } from '@/lib/plants/use-plant';
import { BarcodeField, Select, TextInput } from '@/islands/forms';
import { FORM } from '@/lib/forms/classes';
import { fill, type MaterialsText } from './text';

type Location = ShortEndLocation;
/** The API's bounds of short ends (pieces, whole; length in inches), said with the kit's number words. */
const PIECES = { min: 1, max: 999, unit: '', whole: true };
const LENGTH = { min: 0.01, max: 480, unit: 'in' };

/** /shortendscheck: short ends cut from a job's bar or tube, KEEP into a short-end location or DISPOSE. */
export function ShortEndsCheck({ text }: { text: MaterialsText }) {
  const t = text.shortEnds;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [jobInput, setJobInput] = useState('');
  const [job, setJob] = useState<JobDetail | null>(null);
  const [choice, setChoice] = useState('');
  const [heat, setHeat] = useState('');
  const [pieces, setPieces] = useState('');
  const [length, setLength] = useState('');
  const [decision, setDecision] = useState<'KEEP' | 'DISPOSE'>('KEEP');
  const [bin, setBin] = useState('');
  const [bins, setBins] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lines = (job?.assemblies ?? []).flatMap((a) =>
    a.materials.filter((m) => m.stockedByLength).map((m) => ({ key: `${a.assemblySeq}/${m.mtlSeq}`, a: a.assemblySeq, m })),
  );
  const search = async (): Promise<boolean> => {
    setErrors({});
    try {
      const found = await materialsApi.job(jobInput.trim());
      setJob(found);
      const only = found.assemblies.flatMap((a) => a.materials.filter((m) => m.stockedByLength).map((m) => `${a.assemblySeq}/${m.mtlSeq}`));
      setChoice(only[0] ?? '');
      const locations = await materialsApi.shortEndLocations(found.plant).catch(() => [] as Location[]);
      setBins([...new Set(locations.map((l) => l.binNum))]);
      return true;
    } catch {
      setJob(null);
      setErrors({ job: fill(t.jobMissing, { job: jobInput.trim() }) });
      return false;
    }
  };
  const submit = async () => {
    const line = lines.find((l) => l.key === choice);
    const found: Record<string, string> = {};
    if (!line) found['material'] = t.chooseMaterial;
    const piecesWrong = numberMessage(pieces, PIECES, text.numbers, text.lang);
    const lengthWrong = numberMessage(length, LENGTH, text.numbers, text.lang);
    if (piecesWrong) found['pieces'] = piecesWrong;
    if (lengthWrong) found['length'] = lengthWrong;
    if (decision === 'KEEP' && !bin) found['bin'] = t.selectBin;
    setErrors(found);
    if (Object.keys(found).length > 0 || !line || !job) return;
    try {
      const body = {
        jobNum: job.jobNum,
        assemblySeq: line.a,
        mtlSeq: line.m.mtlSeq,
        pieces: readNumber(pieces)!,
        lengthIn: readNumber(length)!,
        decision,
        ...(decision === 'KEEP' ? { binNum: bin } : {}),
        ...(heat.trim() ? { heatNum: heat.trim() } : {}),
      };
      const done = await sendOrKeep({
        method: 'POST',
        path: 'ShortEnds',
        body,
        key: newIdempotencyKey(),
        label: t.checkTitle,
        detail: `${job.jobNum} · ${line.m.partNum} · ${body.pieces} × ${body.lengthIn} in · ${decision}`,
        says: t.errors,
      });
      addAlert(done.kept ? { message: keptText(), type: 'info' } : { message: t.recorded, type: 'success' });
      setPieces('');
      setLength('');
    } catch (error) {
      // A refusal of what was issued says why, next to its field; anything else keeps the general message.
      const said: Record<string, string> = {};
      for (const issue of error instanceof ApiError ? error.fields : []) {
        const words = (t.errors as Record<string, string>)[issue.code];
        const field = { mtlSeq: 'material', lengthIn: 'length', heatNum: 'heat', binNum: 'bin' }[issue.field];
        if (words && field)
          said[field] = fill(words, { available: String(error instanceof ApiError ? (error.body['available'] ?? '') : '') });
      }
      setErrors(said);
      if (Object.keys(said).length === 0) addAlert({ message: t.failed, type: 'error' });
    }
  };
  return (
    <div
      className={`${FORM.panel} mx-auto grid max-w-4xl gap-4 md:grid-cols-2`}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="short-ends"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300 md:col-span-2">{t.intro}</p>
      <BarcodeField
        id="se-job"
        label={t.job}
        error={errors['job']}
        value={jobInput}
        inputMode="numeric"
        onChange={(e) => setJobInput(e.target.value)}
        onScan={() => search()}
        action={
          <button type="button" className={`${FORM.secondary} whitespace-nowrap`} onClick={() => void search()}>
            {t.searchJob}
          </button>
        }
      />
      <Select
        id="se-material"
        label={t.material}
        error={errors['material'] ?? (job && lines.length === 0 ? t.noLengthMaterial : undefined)}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        empty={t.chooseMaterial}
        options={lines.map((l) => ({ value: l.key, label: `${l.key} · ${l.m.partNum}` }))}
      />
      <TextInput
        id="se-pieces"
        label={t.pieces}
        error={errors['pieces']}
        value={pieces}
        inputMode="numeric"
        onChange={(e) => setPieces(e.target.value)}
      />
      <TextInput
        id="se-length"
        label={t.lengthIn}
        value={length}
        inputMode="decimal"
        error={errors['length']}
        onChange={(e) => setLength(e.target.value)}
      />
      <TextInput id="se-heat" label={t.heat} value={heat} maxLength={30} error={errors['heat']} onChange={(e) => setHeat(e.target.value)} />
      <fieldset>
        <legend className={FORM.label}>{t.decision}</legend>
        <div className="mt-1 flex gap-2" role="radiogroup" aria-label={t.decision}>
          {(['KEEP', 'DISPOSE'] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={decision === d}
              className={decision === d ? FORM.button : FORM.secondary}
              onClick={() => setDecision(d)}
            >
              {t[d]}
            </button>
          ))}
        </div>
      </fieldset>
      {decision === 'KEEP' && (
        <Select
          id="se-bin"
          label={t.bin}
          error={errors['bin']}
          value={bin}
          onChange={(e) => setBin(e.target.value)}
          empty={t.chooseBin}
          options={bins.map((b) => ({ value: b, label: b }))}
        />
      )}
      <div className="md:col-span-2">
        <button type="button" className={FORM.button} onClick={() => void submit()} data-testid="submit-short-ends">
          {t.submit}
        </button>
      </div>
    </div>
  );
}

/** /shortendlocations: the plant's short-end bins and the bar and tube they hold, by heat. */
export function ShortEndLocations({ text, initialPlant }: { text: MaterialsText; initialPlant: string }) {
  const t = text.shortEnds;
  const { plant, hydrated } = usePlant(initialPlant);
  const [rows, setRows] = useState<Location[]>([]);
  useEffect(() => {
    materialsApi.shortEndLocations(plant).then(setRows, () => setRows([]));
  }, [plant]);
  return (
    <div
      className={`${FORM.panel} mx-auto max-w-4xl overflow-x-auto`}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="short-end-locations"
    >
      <table className="w-full text-left text-base">
        <thead>
          <tr>
            <th className="p-2">{t.bin}</th>
            <th className="p-2">{t.part}</th>
            <th className="p-2">{t.heat}</th>
            <th className="p-2">{t.lengthIn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.binNum}/${r.partNum}/${r.heatNum}/${i}`} className="border-t border-slate-200 dark:border-slate-800">
              <td className="p-2 font-semibold">
                {r.warehouseCode} · {r.binNum}
              </td>
              <td className="p-2">{r.partNum ?? t.empty}</td>
              <td className="p-2">{r.heatNum ?? ''}</td>
              <td className="p-2">{r.lengthIn === null ? '' : fill(t.total, { inches: r.lengthIn })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
