import { useEffect, useState } from 'react';
import { Alert, BarcodeField, FORM, NumberWithUnit, Select, TextInput, useSubmissionKey } from '@/islands/forms';
import { ApiError } from '@/lib/api/errors';
import { apiCall, fieldMessages } from '@/lib/browser/api-client';
import { keptText, sendOrKeep } from '@/lib/outbox/island';
import { parseQuantity } from '@/lib/materials/entry';
import type { MoveRequestInput } from '@/lib/materials/move-schemas';
import type { JobDetail } from '@/lib/materials/schemas';
import { addAlert } from '@/lib/stores/alerts';
import { fill, type MaterialsText } from './text';

type Step = { key: string; asm: number; oprSeq: number; resourceGroup: string; workCenter: string };
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * /ProdMove/newRequest: a production move, i.e. a job's parts from the work center of one operation to
 * the next (a move request of type Job Move, for the material handlers' queue). The job is scanned;
 * the operations come from the job; the next operation is proposed as the destination.
 */
export function ProdMoveForm({ text, start }: { text: MaterialsText; start: { job: string } }) {
  const t = text.prodMove;
  const [hydrated, setHydrated] = useState(false);
  const [jobInput, setJobInput] = useState(start.job);
  const [job, setJob] = useState<JobDetail | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [quantity, setQuantity] = useState('');
  const soon = new Date(Date.now() + 2 * 3_600_000);
  const [date, setDate] = useState(`${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}`);
  const [time, setTime] = useState(`${pad(soon.getHours())}:00`);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useSubmissionKey();
  const steps: Step[] = (job?.assemblies ?? []).flatMap((a) =>
    a.operations.map((o) => ({ key: `${a.assemblySeq}/${o.oprSeq}`, asm: a.assemblySeq, ...o })),
  );
  const label = (s: Step) => `${s.asm}/${s.oprSeq} · ${s.resourceGroup} · ${s.workCenter}`;

  const searchJob = async (value: string): Promise<string | undefined> => {
    setErrors({});
    setFormError(null);
    try {
      const found = await apiCall<JobDetail>('GET', `Jobs/${encodeURIComponent(value)}`);
      setJob(found);
      const ops = found.assemblies.flatMap((a) => a.operations.map((o) => `${a.assemblySeq}/${o.oprSeq}`));
      setFrom(ops[0] ?? '');
      setTo(ops[1] ?? '');
      setQuantity(String(found.quantity));
      return undefined;
    } catch (error) {
      setJob(null);
      return error instanceof ApiError && error.status === 404
        ? fill(text.issue.checks.jobMissing, { job: value })
        : (fieldMessages(error).form ?? t.failed);
    }
  };
  useEffect(() => {
    setHydrated(true);
    if (start.job) void searchJob(start.job).then((m) => m && setErrors({ jobNum: m }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    setFormError(null);
    const a = steps.find((s) => s.key === from);
    const b = steps.find((s) => s.key === to);
    const qty = parseQuantity(quantity);
    const needBy = new Date(`${date}T${time}`);
    const found: Record<string, string> = {};
    if (!job) found['jobNum'] = fill(text.issue.checks.jobMissing, { job: jobInput.trim() });
    if (job && !a) found['fromBin'] = t.chooseFrom;
    if (job && !b) found['toBin'] = t.chooseTo;
    if (a && b && a.key === b.key) found['toBin'] = t.sameStep;
    if (qty === null) found['quantity'] = text.issue.checks.quantity;
    if (!date || !time || Number.isNaN(needBy.getTime())) found['needBy'] = text.move.invalidDate;
    setErrors(found);
    if (Object.keys(found).length > 0 || !job || !a || !b || qty === null) return;
    const body: MoveRequestInput = {
      formType: 'OTHER',
      plant: job.plant,
      moveType: 'Job Move',
      jobNum: job.jobNum,
      quantity: qty,
      fromBin: a.workCenter,
      toBin: b.workCenter,
      workCenter: b.workCenter,
      group: b.resourceGroup,
      needBy: needBy.toISOString(),
      notes: notes.trim(),
      reference: `${job.jobNum} ${a.asm}/${a.oprSeq} → ${b.asm}/${b.oprSeq}`,
    };
    setBusy(true);
    try {
      const done = await sendOrKeep<{ id: number }>({
        method: 'POST',
        path: 'MoveRequests',
        body,
        key: key.current,
        label: t.title,
        detail: body.reference ?? job.jobNum,
      });
      key.settle();
      if (done.kept) {
        // Kept on the device: the request has no number yet; the form clears for the next one.
        addAlert({ message: keptText(), type: 'info' });
        setQuantity('');
        setNotes('');
        return;
      }
      addAlert({ message: text.move.created, type: 'success' });
      window.location.assign(`/ProdMove/${done.answer.id}`);
    } catch (error) {
      key.settle(error);
      const moveMessages = text.move.messages as Record<string, string>;
      const messages = fieldMessages(error, (issue) =>
        issue.code === 'job-not-found'
          ? fill(text.issue.checks.jobMissing, { job: job.jobNum })
          : (moveMessages[issue.field] ?? issue.message),
      );
      setErrors(messages.fields);
      if (messages.form) setFormError(error instanceof ApiError && error.status >= 400 && error.status < 500 ? messages.form : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={`${FORM.panel} mx-auto grid max-w-4xl gap-4 md:grid-cols-2`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="prodmove-form"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300 md:col-span-2">{t.intro}</p>
      <BarcodeField
        id="pm-job"
        label={text.issue.job}
        hint={text.issue.jobHint}
        value={jobInput}
        inputMode="numeric"
        required
        onChange={(e) => setJobInput(e.target.value)}
        onScan={searchJob}
        error={errors['jobNum']}
        fieldClass="md:col-span-2"
        action={
          <button
            type="button"
            className={`${FORM.secondary} whitespace-nowrap`}
            onClick={() => void searchJob(jobInput.trim()).then((m) => m && setErrors({ jobNum: m }))}
          >
            {text.issue.searchJob}
          </button>
        }
      />
      {job && (
        <p className="md:col-span-2" data-testid="prodmove-job">
          {job.jobNum} · {job.partNum} · {job.description} · {text.status[job.status]}
        </p>
      )}
      <Select
        id="pm-from"
        label={t.from}
        value={from}
        empty={t.chooseFrom}
        required
        onChange={(e) => {
          setFrom(e.target.value);
          setErrors(({ fromBin: _, ...rest }) => rest);
        }}
        error={errors['fromBin']}
        options={steps.map((s) => ({ value: s.key, label: label(s) }))}
      />
      <Select
        id="pm-to"
        label={t.to}
        value={to}
        empty={t.chooseTo}
        required
        onChange={(e) => {
          setTo(e.target.value);
          setErrors(({ toBin: _, ...rest }) => rest);
        }}
        error={errors['toBin']}
        options={steps.map((s) => ({ value: s.key, label: label(s) }))}
      />
      <NumberWithUnit
        id="pm-quantity"
        label={text.move.quantity}
        unit={t.pieces}
        value={quantity}
        required
        onChange={(e) => setQuantity(e.target.value)}
        error={errors['quantity']}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextInput
          id="pm-date"
          type="date"
          label={text.move.needByDate}
          value={date}
          required
          onChange={(e) => setDate(e.target.value)}
          error={errors['needBy']}
        />
        <TextInput id="pm-time" type="time" label={text.move.needByTime} value={time} required onChange={(e) => setTime(e.target.value)} />
      </div>
      <TextInput
        id="pm-notes"
        label={text.move.notes}
        value={notes}
        maxLength={500}
        onChange={(e) => setNotes(e.target.value)}
        error={errors['notes']}
        fieldClass="md:col-span-2"
      />
      {formError && (
        <Alert className="md:col-span-2" testId="prodmove-error">
          {formError}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <button type="submit" className={FORM.button} disabled={busy} data-testid="submit-prodmove">
          {t.submit}
        </button>
        <a className={FORM.secondary} href="/ProdMove">
          {t.list}
        </a>
      </div>
    </form>
  );
}
