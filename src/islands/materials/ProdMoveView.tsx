import { useEffect, useState } from 'react';
import { dateFormat } from '@/lib/i18n/date-format';
import { Alert, ConfirmDialog, FORM, ReasonDialog } from '@/islands/forms';
import { apiCall, fieldMessages } from '@/lib/browser/api-client';
import type { MoveRequestRow } from '@/lib/materials/move-schemas';
import type { JobDetail, JobStatus } from '@/lib/materials/schemas';
import { addAlert } from '@/lib/stores/alerts';
import { usePlant } from '@/lib/plants/use-plant';
import { JobHeader } from './JobPanel';
import { fill, type MaterialsText } from './text';
import type { QueueMe } from './MaterialQueue';

// Who asked is shown from 1024 px; on a tablet the status keeps its room.
const WIDE_ONLY = 'hidden lg:table-cell';
const when = (iso: string, lang: string) => dateFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
const badge = (status: MoveRequestRow['status']) =>
  `${FORM.badge} ${status === 'open' ? 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100' : status === 'taken' ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100' : status === 'done' ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`;

/** /ProdMove: the plant's open production moves (Job Move requests), line-down jobs first, each opening its page. */
export function ProdMoveList({ text, lang, initialPlant }: { text: MaterialsText; lang: string; initialPlant: string }) {
  const t = text.prodMove;
  const { plant, hydrated } = usePlant(initialPlant);
  const [rows, setRows] = useState<MoveRequestRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiCall<MoveRequestRow[]>('GET', 'MoveRequests', { query: { plant } }).then(
      (all) => setRows(all.filter((r) => r.moveType === 'Job Move')),
      (e: unknown) => setError(fieldMessages(e).form),
    );
  }, [plant]);
  return (
    <div className="mx-auto grid max-w-5xl gap-4" data-hydrated={hydrated && rows ? 'true' : undefined} data-testid="prodmove-list">
      <div>
        <a className={FORM.button} href="/ProdMove/newRequest">
          {t.newRequest}
        </a>
      </div>
      {error && <Alert>{error}</Alert>}
      <div className={`${FORM.card} overflow-x-auto`}>
        <table className={FORM.table}>
          <caption className={FORM.caption}>{t.open}</caption>
          <thead>
            <tr>
              {['#', text.move.jobNum, t.from, t.to, text.move.quantity, text.queue.needBy, text.queue.requestedBy, t.status].map((h) => (
                <th key={h} className={h === text.queue.requestedBy ? `${FORM.th} ${WIDE_ONLY}` : FORM.th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.length === 0 && (
              <tr>
                <td className={FORM.td} colSpan={8}>
                  {t.none}
                </td>
              </tr>
            )}
            {rows?.map((r) => (
              <tr key={r.id} data-testid={`prodmove-${r.id}`}>
                <td className={FORM.td}>
                  <a className={FORM.smallLink} href={`/ProdMove/${r.id}`}>
                    {r.id}
                  </a>
                </td>
                <td className={FORM.td}>
                  <a className={FORM.smallLink} href={`/ProdMove/${r.id}`}>
                    {r.jobNum}
                  </a>
                  {r.lineDown && (
                    <span className={`${FORM.badge} ml-2 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
                      {text.queue.lineDown}
                    </span>
                  )}
                </td>
                <td className={FORM.td}>{r.fromBin}</td>
                <td className={FORM.td}>{r.toBin}</td>
                <td className={`${FORM.td} tabular-nums`}>{r.quantity ?? ''}</td>
                <td className={FORM.td}>{when(r.needBy, lang)}</td>
                <td className={`${FORM.td} ${WIDE_ONLY}`} data-testid="prodmove-requester">
                  {r.requestedByName ?? r.requestedBy}
                </td>
                <td className={FORM.td}>
                  <span className={badge(r.status)}>{text.queue.status[r.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** /ProdMove/{id}: one production move, its status, and take, complete or cancel (the material handlers' rights); its job's status prompts as on issueDialog. */
export function ProdMoveDetail({ text, lang, id, me }: { text: MaterialsText; lang: string; id: number; me: QueueMe }) {
  const t = text.prodMove;
  // Cancel and send back ask why first; the requester reads it in the bell.
  const [asking, setAsking] = useState<'cancelled' | 'returned' | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [row, setRow] = useState<MoveRequestRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<JobDetail | null>(null);
  const [statusPrompt, setStatusPrompt] = useState<JobStatus | null>(null);
  const load = () => apiCall<MoveRequestRow>('GET', `MoveRequests/${id}`).then(setRow, (e: unknown) => setError(fieldMessages(e).form));
  const jobNum = row?.jobNum ?? null;
  const loadJob = () =>
    jobNum ? apiCall<JobDetail>('GET', `Jobs/${encodeURIComponent(jobNum)}`).then(setJob, () => setJob(null)) : Promise.resolve();
  useEffect(() => {
    setHydrated(true);
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    void loadJob();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobNum]);
  const changeStatus = async (status: JobStatus) => {
    setStatusPrompt(null);
    if (!job) return;
    setError(null);
    try {
      await apiCall('PATCH', `Jobs/${encodeURIComponent(job.jobNum)}`, { body: { status } });
      addAlert({ message: fill(text.status.changed, { job: job.jobNum, status: text.status[status] }), type: 'success' });
      await loadJob();
    } catch (e) {
      setError(fieldMessages(e).form ?? text.queue.failed);
    }
  };
  const change = async (status: 'taken' | 'done' | 'cancelled' | 'returned', reason?: string) => {
    setError(null);
    try {
      await apiCall('PATCH', `MoveRequests/${id}`, { body: { status, ...(reason ? { reason } : {}) } });
      addAlert({ message: fill(text.queue.updated, { id, status: text.queue.status[status] }), type: 'success' });
      await load();
    } catch (e) {
      setError(fieldMessages(e).form ?? text.queue.failed);
    }
  };
  const own = row?.requestedBy === me.username;
  // Offered only what goes through: cancel to the requester and supervisors, send back to the other handlers.
  const next = row
    ? (
        {
          open: ['taken', 'done', 'returned', 'cancelled'],
          taken: ['done', 'returned', 'cancelled'],
          done: [],
          cancelled: [],
          returned: [],
        } as const
      )[row.status].filter((s) => (s === 'cancelled' ? own || me.supervisor : s === 'returned' ? !own : true))
    : [];
  const label = { taken: text.queue.take, done: text.queue.done, cancelled: text.queue.cancel, returned: text.queue.sendBack } as const;
  return (
    <div
      className={`${FORM.panel} mx-auto grid max-w-3xl gap-4`}
      data-hydrated={hydrated && (row || error) ? 'true' : undefined}
      data-testid="prodmove-detail"
    >
      {job && <JobHeader job={job} text={text} onStatus={setStatusPrompt} />}
      {row && (
        <>
          <p className="text-lg font-semibold">
            {fill(t.detailTitle, { id: row.id })} <span className={badge(row.status)}>{text.queue.status[row.status]}</span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {(
              [
                [text.move.jobNum, row.jobNum ?? ''],
                [t.from, row.fromBin],
                [t.to, `${row.toBin}${row.group ? ` (${row.group})` : ''}`],
                [text.move.quantity, String(row.quantity ?? '')],
                [text.queue.needBy, when(row.needBy, lang)],
                [text.move.reference, row.reference],
                [text.move.notes, row.notes],
                [text.queue.requestedBy, row.requestedByName ?? row.requestedBy],
                ...(row.takenBy ? [[t.takenBy, row.takenByName ?? row.takenBy]] : []),
              ] as [string, string][]
            ).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-semibold text-slate-700 dark:text-slate-300">{k}</dt>
                <dd className="break-words">{v || '—'}</dd>
              </div>
            ))}
          </dl>
          {row.lineDown && (
            <p className={`${FORM.badge} w-fit bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>{text.queue.lineDown}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {next.map((s) => (
              <button
                key={s}
                type="button"
                className={s === 'cancelled' ? FORM.danger : FORM.button}
                onClick={() => (s === 'cancelled' || s === 'returned' ? setAsking(s) : void change(s))}
                data-testid={`prodmove-${s}`}
              >
                {label[s]}
              </button>
            ))}
            <a className={FORM.secondary} href="/ProdMove">
              {t.list}
            </a>
          </div>
        </>
      )}
      {error && <Alert testId="prodmove-error">{error}</Alert>}
      <ReasonDialog
        open={asking !== null}
        testId="prodmove-reason"
        title={fill(asking === 'cancelled' ? text.queue.cancelTitle : text.queue.sendBackTitle, { id })}
        lines={[
          fill(asking === 'cancelled' ? text.queue.cancelLine : text.queue.sendBackLine, {
            requester: row?.requestedByName ?? row?.requestedBy ?? '',
          }),
        ]}
        label={text.queue.reason}
        required={text.queue.reasonRequired}
        yes={asking === 'cancelled' ? text.queue.confirmCancel : text.queue.confirmSendBack}
        no={text.queue.keep}
        danger={asking === 'cancelled'}
        onNo={() => setAsking(null)}
        onYes={(reason) => {
          const status = asking;
          setAsking(null);
          if (status) void change(status, reason);
        }}
      />
      <ConfirmDialog
        open={statusPrompt !== null}
        testId="prodmove-status-confirm"
        title={text.status.label}
        lines={[fill(text.status.confirm, { job: job?.jobNum ?? '', status: statusPrompt ? text.status[statusPrompt] : '' })]}
        yes={text.status.yes}
        no={text.status.no}
        onNo={() => setStatusPrompt(null)}
        onYes={() => statusPrompt && void changeStatus(statusPrompt)}
      />
    </div>
  );
}
