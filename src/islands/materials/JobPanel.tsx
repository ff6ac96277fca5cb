import { JOB_STATUSES, type JobStatus } from '@/lib/materials/constants';
import type { JobDetail, JobMaterial } from '@/lib/materials/schemas';
import type { IssueCheck } from '@/lib/materials/rules';
import { formatAmount } from './issue-quantity';
import { FORM } from '@/lib/forms/classes';
import { fill, type MaterialsText } from './text';

const STATUS_ACTION: Record<JobStatus, keyof MaterialsText['status']> = {
  complete: 'markComplete',
  'in progress': 'markInProgress',
  'not started': 'markNotStarted',
};

/** The job's heading: part, due and line-down dates, kitted, and its status prompts (spec §4). */
export function JobHeader({ job, text, onStatus }: { job: JobDetail; text: MaterialsText; onStatus(status: JobStatus): void }) {
  return (
    <section className={FORM.panel} aria-label={`${text.issue.job} ${job.jobNum}`} data-testid="job-header">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{job.jobNum}</h2>
        <span className={`${FORM.badge} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`} data-testid="job-status">
          {text.status[job.status]}
        </span>
        {job.lineDownDate && (
          <span className={`${FORM.badge} bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100`}>
            {fill(text.issue.lineDown, { date: job.lineDownDate })}
          </span>
        )}
        {job.kitted && (
          <span className={`${FORM.badge} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}>{text.issue.kitted}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {job.partNum} · {job.description} · {fill(text.issue.due, { date: job.dueDate })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2" aria-label={text.status.label} role="group">
        {JOB_STATUSES.filter((s) => s !== job.status).map((status) => (
          <button key={status} type="button" className={FORM.secondary} onClick={() => onStatus(status)}>
            {text.status[STATUS_ACTION[status]]}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Required, previously issued, remaining and the percent this issue would reach, shown before submit. */
export function MaterialSummary({
  material,
  check,
  text,
  onIssuedComplete,
  lang,
}: {
  material: JobMaterial;
  check: IssueCheck | null;
  text: MaterialsText['issue'];
  lang: string;
  onIssuedComplete(): void;
}) {
  const remaining = Math.max(0, Math.round((material.requiredQty - material.issuedQty) * 10_000) / 10_000);
  const over = check?.percent !== null && check?.percent !== undefined && check.percent > 110;
  const n = (value: number) => formatAmount(value, lang);
  const figures: [string, string, string][] = [
    [text.required, `${n(material.requiredQty)} ${material.uom}`, 'required'],
    [text.previouslyIssued, `${n(material.issuedQty)} ${material.uom}`, 'issued'],
    [text.remaining, `${n(remaining)} ${material.uom}`, 'remaining'],
    [text.percentAfter, check?.percent != null ? `${n(check.percent)} %` : '–', 'percent'],
  ];
  return (
    <section className={FORM.panel} aria-label={`${material.partNum}`} data-testid="material-summary">
      <p className="text-base font-semibold">
        {material.mtlSeq} · {material.partNum}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{material.description}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {material.backflush && (
          <span className={`${FORM.badge} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}>{text.backflushed}</span>
        )}
        {material.issuedComplete && (
          <span
            className={`${FORM.badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100`}
            data-testid="issued-complete"
          >
            {text.issuedComplete}
          </span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-4">
        {figures.map(([label, value, id]) => (
          <div key={id} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800/70">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
            <dd
              className={`text-lg font-semibold ${id === 'percent' && over ? 'text-red-700 dark:text-red-300' : ''}`}
              data-testid={`figure-${id}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {!material.backflush && (
        <button type="button" className={`${FORM.secondary} mt-3`} onClick={onIssuedComplete} data-testid="toggle-issued-complete">
          {material.issuedComplete ? text.unmarkIssuedComplete : text.markIssuedComplete}
        </button>
      )}
    </section>
  );
}
