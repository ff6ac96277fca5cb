import { useEffect, useState } from 'react';
import { Alert, BarcodeField, FORM, Select } from '@/islands/forms';
import { ApiError } from '@/lib/api/errors';
import { formatPercent } from '@/lib/i18n/number-format';
import { apiCall, fieldMessages } from '@/lib/browser/api-client';
import type { JobDetail, JobSummary } from '@/lib/materials/schemas';
import { usePlant } from '@/lib/plants/use-plant';
import { fill, type MaterialsText } from './text';

const pct = (issued: number, required: number, lang: string) =>
  required > 0 ? formatPercent(Math.round((issued / required) * 1000) / 10, lang) : '—';

/**
 * /issueMaterial/selectDialog: choose a job material from the plant's jobs at a resource
 * group (resource group first, then job), with what each line needs; each line leads to its issue
 * (issueDialog) or, for bar and tube, its measurements.
 */
export function SelectDialog({ text, initialPlant }: { text: MaterialsText; initialPlant: string }) {
  const t = text.issue;
  const s = text.select;
  const { plant, hydrated } = usePlant(initialPlant);
  const [groups, setGroups] = useState<string[]>([]);
  const [group, setGroup] = useState('');
  const [search, setSearch] = useState('');
  const [jobs, setJobs] = useState<JobSummary[] | null>(null);
  const [job, setJob] = useState<JobDetail | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    setGroup('');
    setJobs(null);
    setJob(null);
    apiCall<string[]>('GET', 'ResourceGroups', { query: { plant } }).then(setGroups, (error: unknown) =>
      setFormError(fieldMessages(error).form),
    );
  }, [plant]);

  const list = async (value: string) => {
    setJob(null);
    if (!group) {
      setErrors({ resourceGroup: t.checks.noGroup });
      return t.checks.noGroup;
    }
    setErrors({});
    try {
      const found = await apiCall<JobSummary[]>('GET', 'Jobs', { query: { plant, resourceGroup: group, search: value } });
      setJobs(found);
      if (found.length === 1 || found.some((j) => j.jobNum === value))
        await open(found.find((j) => j.jobNum === value)?.jobNum ?? found[0]!.jobNum);
      return found.length === 0 && value ? fill(t.checks.jobMissing, { job: value }) : undefined;
    } catch (error) {
      setFormError(fieldMessages(error).form);
      return undefined;
    }
  };
  const open = async (jobNum: string) => {
    try {
      setJob(await apiCall<JobDetail>('GET', `Jobs/${encodeURIComponent(jobNum)}`));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setErrors({ job: fill(t.checks.jobMissing, { job: jobNum }) });
      else setFormError(fieldMessages(error).form);
    }
  };
  useEffect(() => {
    if (group) void list(search.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group]);

  const link = (page: string, a: number, m: number) =>
    `/issueMaterial/${page}?job=${encodeURIComponent(job?.jobNum ?? '')}&asm=${a}&mtl=${m}`;
  return (
    <div className="mx-auto grid max-w-6xl gap-4" data-hydrated={hydrated ? 'true' : undefined} data-testid="select-dialog">
      <div className={`${FORM.panel} grid gap-4 md:grid-cols-2`}>
        <Select
          id="sd-group"
          label={t.resourceGroup}
          value={group}
          empty={t.chooseGroup}
          onChange={(e) => setGroup(e.target.value)}
          error={errors['resourceGroup']}
          options={groups.map((g) => ({ value: g, label: g }))}
        />
        <BarcodeField
          id="sd-job"
          label={t.job}
          hint={t.jobHint}
          value={search}
          inputMode="numeric"
          onChange={(e) => setSearch(e.target.value)}
          onScan={list}
          error={errors['job']}
          advance={false}
          action={
            <button type="button" className={`${FORM.secondary} whitespace-nowrap`} onClick={() => void list(search.trim())}>
              {t.searchJob}
            </button>
          }
        />
        {formError && <Alert className="md:col-span-2">{formError}</Alert>}
      </div>
      {jobs && (
        <div className="grid gap-4">
          <nav className={FORM.panel} aria-label={fill(t.jobsAtGroup, { group })}>
            <h2 className={`${FORM.label} mb-2`}>{fill(t.jobsAtGroup, { group })}</h2>
            {jobs.length === 0 && <p className="text-sm">{s.noJobs}</p>}
            <ul className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
              {jobs.map((j) => (
                <li key={j.jobNum}>
                  <button
                    type="button"
                    onClick={() => void open(j.jobNum)}
                    aria-current={job?.jobNum === j.jobNum ? 'true' : undefined}
                    className={`${job?.jobNum === j.jobNum ? FORM.button : FORM.secondary} flex-col items-start !gap-0 text-left`}
                  >
                    <span className="font-semibold">
                      {j.jobNum}
                      {j.lineDownDate && (
                        <span className={`${FORM.badge} ml-2 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
                          {fill(t.lineDown, { date: j.lineDownDate })}
                        </span>
                      )}
                    </span>
                    <span className="text-sm font-normal">
                      {j.partNum} · {text.status[j.status]}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className={`${FORM.card} overflow-x-auto`} data-testid="select-materials">
            {!job ? (
              <p className="p-4 text-sm">{t.checks.noJob}</p>
            ) : (
              <table className={FORM.table}>
                <caption className={FORM.caption}>
                  {job.jobNum} · {job.partNum} · {job.description}
                </caption>
                <thead>
                  <tr>
                    {['', t.assembly, t.mtlSeq, t.part, t.required, t.previouslyIssued, t.remaining, '%'].map((h, i) => (
                      <th key={i} className={FORM.th}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {job.assemblies.flatMap((a) =>
                    a.materials.map((m) => (
                      <tr key={`${a.assemblySeq}/${m.mtlSeq}`} data-testid={`line-${a.assemblySeq}-${m.mtlSeq}`}>
                        <td className={`${FORM.td} whitespace-nowrap`}>
                          {m.backflush ? (
                            <span className="inline-flex min-h-[44px] items-center text-sm">{t.backflushed}</span>
                          ) : (
                            <a className={FORM.smallLink} href={link('issueDialog', a.assemblySeq, m.mtlSeq)}>
                              {s.issue}
                            </a>
                          )}
                          {m.stockedByLength && (
                            <a className={`${FORM.smallLink} ml-3`} href={link('measurements', a.assemblySeq, m.mtlSeq)}>
                              {t.measurements}
                            </a>
                          )}
                        </td>
                        <td className={FORM.td}>{a.assemblySeq}</td>
                        <td className={FORM.td}>{m.mtlSeq}</td>
                        <td className={`${FORM.td} min-w-[14rem]`}>
                          <span className="font-medium">{m.partNum}</span>
                          {m.issuedComplete && (
                            <span className={`${FORM.badge} ml-2 bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100`}>
                              {t.issuedComplete}
                            </span>
                          )}
                          <br />
                          <span className="text-slate-600 dark:text-slate-400">{m.description}</span>
                        </td>
                        <td className={`${FORM.td} whitespace-nowrap tabular-nums`}>
                          {m.requiredQty} {m.uom}
                        </td>
                        <td className={`${FORM.td} tabular-nums`}>{m.issuedQty}</td>
                        <td className={`${FORM.td} tabular-nums`}>
                          {Math.max(0, Math.round((m.requiredQty - m.issuedQty) * 10_000) / 10_000)}
                        </td>
                        <td className={`${FORM.td} whitespace-nowrap tabular-nums`}>{pct(m.issuedQty, m.requiredQty, text.lang)}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
