import { useEffect, useState } from 'react';
import { Alert, ConfirmDialog, FORM, NumberWithUnit, useSubmissionKey, useToast } from '@/islands/forms';
import { ApiError } from '@/lib/api/errors';
import { apiCall, fieldMessages } from '@/lib/browser/api-client';
import { issueRefusalTexts, parseQuantity, refusalOf } from '@/lib/materials/entry';
import { keptText, onSettled, sendOrKeep } from '@/lib/outbox/island';
import { checkIssue, holdsRight } from '@/lib/materials/rules';
import type { BinStock, Confirmation, JobDetail, JobStatus, MaterialIssueInput, MaterialIssueResult } from '@/lib/materials/schemas';
import { fill, type MaterialsText } from './text';
import { JobHeader } from './JobPanel';
import type { MeasureStart } from './Measurements';
import { absurdQuantity, formatAmount } from './issue-quantity';
import { OverIssueDialog, useOverIssueApproval } from './OverIssueApproval';

type Bin = BinStock & { plant: string };
const binKey = (b: Bin) => `${b.warehouseCode}|${b.binNum}|${b.heatNum ?? ''}|${b.lotNum ?? ''}`;

/**
 * /issueMaterial/issueDialog: the issue of one job material (?job=&asm=&mtl=, chosen on
 * selectDialog): what it needs, the bins holding its part, the quantity, and the server's rules with
 * the spec's texts; a threshold is confirmed in a dialog naming it, then sent again with the same key.
 */
export function IssueDialog({ text, start, rights = [] }: { text: MaterialsText; start: MeasureStart; rights?: string[] }) {
  const t = text.issue;
  const toast = useToast();
  const approval = useOverIssueApproval(text, toast);
  const n = (value: number) => formatAmount(value, text.lang);
  const [hydrated, setHydrated] = useState(false);
  const [job, setJob] = useState<JobDetail | null>(null);
  const [bins, setBins] = useState<Bin[]>([]);
  const [bin, setBin] = useState('');
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ needs: Confirmation[]; percent: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [statusPrompt, setStatusPrompt] = useState<JobStatus | null>(null);
  const key = useSubmissionKey();
  const asm = Number(start.asm);
  const mtl = Number(start.mtl);
  const material = job?.assemblies.find((a) => a.assemblySeq === asm)?.materials.find((m) => m.mtlSeq === mtl) ?? null;

  const load = async () => {
    try {
      const found = await apiCall<JobDetail>('GET', `Jobs/${encodeURIComponent(start.job)}`);
      setJob(found);
      const line = found.assemblies.find((a) => a.assemblySeq === asm)?.materials.find((m) => m.mtlSeq === mtl);
      if (!line) return setFormError(t.checks.noMaterial);
      const held = await apiCall<Bin[]>('GET', `Parts/${encodeURIComponent(line.partNum)}/Bins`, { query: { plant: found.plant } });
      setBins(held);
      setBin((b) => (held.some((h) => binKey(h) === b) ? b : ''));
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status === 404 ? fill(t.checks.jobMissing, { job: start.job }) : fieldMessages(error).form,
      );
    }
  };
  // An issue kept on the device and sent later: the figures follow it, a refusal is said here too.
  useEffect(
    () =>
      onSettled('MaterialIssues', (_entry, result) => {
        if (result.outcome === 'refused') setFormError(result.message ?? t.failure);
        void load();
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    setHydrated(true);
    if (start.job && start.mtl) void load();
    else setFormError(t.checks.noMaterial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const qty = parseQuantity(quantity);
  const chosen = bins.find((b) => binKey(b) === bin);
  // An absurd quantity is said at its field at once, and no percentage is worked out from it.
  const absurd = material ? absurdQuantity(quantity, chosen ?? null, bins, material.uom, text) : null;
  const after = material && qty !== null && absurd === null ? checkIssue(material, qty) : null;
  const shownErrors = absurd ? { ...errors, quantity: absurd } : errors;
  // A field's message was about the value it replaces.
  const clear = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));

  const send = async (confirmations: Confirmation[]) => {
    if (!material || !job) return;
    const found: Record<string, string> = {};
    if (material.backflush) found['mtlSeq'] = t.checks.backflush;
    if (!chosen) found['bin'] = t.checks.noBin;
    if (qty === null) found['quantity'] = t.checks.quantity;
    else if (absurd) found['quantity'] = absurd;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !chosen || qty === null) return;
    // Beyond the person's rights: who may approve it, and asking them, instead of a button the API would refuse.
    if (after && !holdsRight(new Set(rights), after.right))
      return approval.open({
        jobNum: job.jobNum,
        assemblySeq: asm,
        mtlSeq: mtl,
        quantity: qty,
        plant: job.plant,
        right: after.right!,
        percent: after.percent,
      });
    const body: MaterialIssueInput = {
      jobNum: job.jobNum,
      assemblySeq: asm,
      mtlSeq: mtl,
      warehouseCode: chosen.warehouseCode,
      binNum: chosen.binNum,
      quantity: qty,
      ...(chosen.heatNum ? { heatNum: chosen.heatNum } : {}),
      ...(chosen.lotNum ? { lotNum: chosen.lotNum } : {}),
      ...(confirmations.length ? { confirm: confirmations } : {}),
    };
    setBusy(true);
    try {
      const done = await sendOrKeep<MaterialIssueResult>({
        method: 'POST',
        path: 'MaterialIssues',
        body,
        key: key.current,
        label: t.title,
        detail: `${job.jobNum} · ${material.partNum} · ${qty} ${material.uom} · ${chosen.binNum}`,
        says: issueRefusalTexts(t.checks, t.confirm.title, job.jobNum),
      });
      key.settle();
      toast(done.kept ? keptText() : t.success, done.kept ? 'info' : 'success');
      setQuantity('');
      // Kept on the device: the figures are read again when the outbox has sent it.
      if (!done.kept) await load();
    } catch (error) {
      // No answer keeps the key, so the retry never issues twice; a refusal renews it.
      key.settle(error);
      if (error instanceof ApiError && error.status === 409 && error.code === 'confirmation-required') {
        setConfirm({
          needs: [...confirmations, ...((error.body['confirm'] as Confirmation[] | undefined) ?? [])],
          percent: (error.body['percent'] as number | null | undefined) ?? null,
        });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const refusal = refusalOf(error);
        const message = fill(t.checks[refusal.key], { ...refusal.vars, job: job.jobNum, bin: chosen.binNum });
        if (refusal.field === 'form') setFormError(message);
        else setErrors({ [refusal.field === 'binNum' || refusal.field === 'heatNum' ? 'bin' : refusal.field]: message });
        toast(refusal.key === 'failed' ? t.failure : message, 'error');
      } else {
        setFormError(t.failure);
        toast(t.failure, 'error');
      }
    } finally {
      setBusy(false);
    }
  };

  const changeStatus = async (status: JobStatus) => {
    setStatusPrompt(null);
    if (!job) return;
    try {
      const done = await sendOrKeep({
        method: 'PATCH',
        path: `Jobs/${encodeURIComponent(job.jobNum)}`,
        body: { status },
        key: crypto.randomUUID(),
        label: t.title,
        detail: `${job.jobNum} · ${text.status[status]}`,
      });
      if (done.kept) {
        toast(keptText(), 'info');
        return;
      }
      toast(fill(text.status.changed, { job: job.jobNum, status: text.status[status] }), 'success');
      await load();
    } catch (error) {
      setFormError(fieldMessages(error).form ?? t.checks.failed);
    }
  };

  return (
    <div className={`${FORM.panel} mx-auto grid max-w-4xl gap-4`} data-hydrated={hydrated ? 'true' : undefined} data-testid="issue-dialog">
      {job && <JobHeader job={job} text={text} onStatus={setStatusPrompt} />}
      {job && material && (
        <>
          <div>
            <p className="text-lg font-semibold">
              {job.jobNum} · {t.assembly} {asm} · {t.mtlSeq} {mtl}
            </p>
            <p className="text-slate-700 dark:text-slate-300">
              {material.partNum} · {material.description} ({material.uom})
            </p>
            {errors['mtlSeq'] && (
              <p className={FORM.error} role="alert">
                {errors['mtlSeq']}
              </p>
            )}
            {material.backflush && !errors['mtlSeq'] && <p className={FORM.error}>{t.checks.backflush}</p>}
          </div>
          <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4" data-testid="issue-figures">
            {(
              [
                [t.required, n(material.requiredQty)],
                [t.previouslyIssued, n(material.issuedQty)],
                [t.remaining, n(after?.remainingQty ?? Math.max(0, material.requiredQty - material.issuedQty))],
                [t.percentAfter, after?.percent === null || !after ? '—' : `${n(after.percent)} %`],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <fieldset aria-describedby={errors['bin'] ? 'id-bin-error' : undefined}>
            <legend className={FORM.label}>{t.bin}</legend>
            {bins.length === 0 && <p className="text-sm">{t.noBins}</p>}
            <div className="mt-1 grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t.bin}>
              {bins.map((b) => (
                <button
                  key={binKey(b)}
                  type="button"
                  role="radio"
                  aria-checked={bin === binKey(b)}
                  onClick={() => {
                    setBin(binKey(b));
                    clear('bin');
                  }}
                  data-testid={`bin-${b.binNum}`}
                  className={`${bin === binKey(b) ? FORM.button : FORM.secondary} justify-between text-left`}
                >
                  <span>
                    {b.warehouseCode} · {b.binNum}
                    {b.heatNum ? ` · ${t.heat} ${b.heatNum}` : ''}
                    {b.lotNum ? ` · ${t.lot} ${b.lotNum}` : ''}
                  </span>
                  <span className="tabular-nums">
                    {t.onHand} {n(b.onHandQty)}
                  </span>
                </button>
              ))}
            </div>
            {errors['bin'] && (
              <p id="id-bin-error" className={FORM.error} role="alert">
                {errors['bin']}
              </p>
            )}
          </fieldset>
          <NumberWithUnit
            id="id-quantity"
            label={t.quantity}
            unit={material.uom}
            value={quantity}
            onChange={(e) => {
              setQuantity(e.target.value);
              clear('quantity');
            }}
            error={shownErrors['quantity']}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={FORM.button} disabled={busy} onClick={() => void send([])} data-testid="submit-issue">
              {busy ? t.submitting : t.submit}
            </button>
            <a className={FORM.secondary} href={`/issueMaterial/selectDialog`}>
              {text.select.back}
            </a>
            {material.stockedByLength && (
              <a
                className={FORM.secondary}
                href={`/issueMaterial/measurements?job=${encodeURIComponent(job.jobNum)}&asm=${asm}&mtl=${mtl}`}
              >
                {t.measurements}
              </a>
            )}
          </div>
        </>
      )}
      {formError && <Alert testId="issue-error">{formError}</Alert>}
      {formError && !job && (
        <a className={FORM.smallLink} href="/issueMaterial/selectDialog">
          {text.select.back}
        </a>
      )}
      <ConfirmDialog
        open={statusPrompt !== null}
        testId="issue-status-confirm"
        title={text.status.label}
        lines={[fill(text.status.confirm, { job: job?.jobNum ?? '', status: statusPrompt ? text.status[statusPrompt] : '' })]}
        yes={text.status.yes}
        no={text.status.no}
        onNo={() => setStatusPrompt(null)}
        onYes={() => statusPrompt && void changeStatus(statusPrompt)}
      />
      <OverIssueDialog approval={approval} text={text} />
      <ConfirmDialog
        open={confirm !== null}
        testId="issue-confirm"
        title={t.confirm.title}
        lines={[
          ...(confirm?.percent != null ? [fill(t.confirm.percent, { percent: n(confirm.percent) })] : []),
          ...(confirm?.needs ?? []).map((c) => t.confirm[c]),
        ]}
        yes={t.confirm.yes}
        no={t.confirm.no}
        onNo={() => setConfirm(null)}
        onYes={() => {
          const needs = confirm?.needs ?? [];
          setConfirm(null);
          void send(needs);
        }}
      />
    </div>
  );
}
