import { formatDateTime } from '@/lib/i18n/date-format';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { materialsApi, newIdempotencyKey } from '@/lib/materials/client';
import { keptText, onSettled, sendOrKeep } from '@/lib/outbox/island';
import { watchMoveRequests } from '@/lib/materials/queue-stream';
import type { MoveRequestRow } from '@/lib/materials/move-schemas';
import { usePlant } from '@/lib/plants/use-plant';
import { FORM } from '@/lib/forms/classes';
import { ReasonDialog, useToast } from '@/islands/forms';
import { fill, type MaterialsText } from './text';
import { queueRefusalTable, queueRefusalWords } from './queue-refusal';

/** A slow poll in case the live stream is down (a proxy that buffers, a lost connection). */
const REFRESH_MS = 60_000;

/** What the signed-in person may do in the queue: cancel their own requests, or any as a supervisor. */
export interface QueueMe {
  username: string;
  supervisor: boolean;
}

/** A refused queue action in the person's language by its code, else the queue's own words for a failure. */
function refusalText(error: unknown, text: MaterialsText, row: MoveRequestRow | undefined, id: number): string {
  const t = text.queue;
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t.failed;
  const code = error.fields[0]?.code ?? error.code;
  const values = {
    ...((error.body['values'] ?? {}) as Record<string, string>),
    ...(error.body as Record<string, string>),
    id,
    name: row?.takenByName ?? row?.takenBy ?? '',
  };
  return queueRefusalWords(code, text, values) ?? t.failed;
}

/**
 * The material handlers' queue: open and taken move requests of the plant chosen in the
 * top bar, line-down jobs on top, then by need-by; take, complete or cancel. It reloads when the
 * move-request stream says a request changed (within seconds), when the tab comes back into view, and every 60 s.
 */
export function MaterialQueue({ text, initialPlant, lang, me }: { text: MaterialsText; initialPlant: string; lang: string; me: QueueMe }) {
  const t = text.queue;
  const toast = useToast();
  // Cancel and send back ask why first; the requester reads it in the bell.
  const [asking, setAsking] = useState<{ id: number; status: 'cancelled' | 'returned' } | null>(null);
  const { plant, hydrated } = usePlant(initialPlant);
  const [rows, setRows] = useState<MoveRequestRow[] | null>(null);
  const [live, setLive] = useState(false);
  const load = useCallback(() => materialsApi.moves(plant).then(setRows, () => {}), [plant]);
  useEffect(() => {
    if (!hydrated) return;
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    const unwatch = watchMoveRequests(plant, () => void load(), setLive);
    return () => {
      unwatch();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load, hydrated, plant]);
  // A change kept on the device and sent later: the queue is read again, a refusal is said.
  useEffect(
    () =>
      onSettled('MoveRequests/', (_entry, result) => {
        if (result.outcome === 'refused') toast(result.message ?? t.failed, 'error');
        void load();
      }),
    [load, t, toast],
  );
  const change = async (id: number, status: 'taken' | 'done' | 'cancelled' | 'returned', reason?: string) => {
    const row = rows?.find((r) => r.id === id);
    try {
      const done = await sendOrKeep({
        method: 'PATCH',
        path: `MoveRequests/${id}`,
        body: { status, ...(reason ? { reason } : {}) },
        key: newIdempotencyKey(),
        label: `${text.queue.title} · #${id}`,
        detail: t.status[status],
        // Refused when it is replayed later: the same words as a refusal now, in the person's language.
        says: queueRefusalTable(text, { id, name: row?.takenByName ?? row?.takenBy ?? '' }),
      });
      if (done.kept) return toast(keptText(), 'info');
      toast(fill(t.updated, { id, status: t.status[status] }), 'success');
    } catch (error) {
      // The server's own reason, in the person's language where its code is known.
      toast(refusalText(error, text, row, id), 'error');
    }
    await load();
  };
  const asked = asking ? rows?.find((r) => r.id === asking.id) : undefined;
  const requester = asked ? (asked.requestedByName ?? asked.requestedBy) : '';
  const when = (iso: string) => formatDateTime(iso, lang, 'medium');
  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-3 p-4"
      data-hydrated={hydrated ? 'true' : undefined}
      data-live={live ? 'true' : undefined}
      data-testid="material-queue"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.live}</p>
      {rows !== null && rows.length === 0 && <p className={FORM.panel}>{t.empty}</p>}
      <ul className="flex flex-col gap-3">
        {(rows ?? []).map((m) => (
          <li key={m.id} className={`${FORM.panel} ${m.lineDown ? 'border-red-400 dark:border-red-700' : ''}`} data-testid="move-row">
            <div className="flex flex-wrap items-center gap-2">
              <strong className="text-lg">
                #{m.id} ·{' '}
                {m.formType === 'STK'
                  ? `${m.quantity}${m.uom ? ` ${m.uom}` : ''} · ${m.partNum}`
                  : ((text.move.types as Record<string, string>)[m.moveType] ?? m.moveType)}
              </strong>
              {m.lineDown && (
                <span className={`${FORM.badge} bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100`}>{t.lineDown}</span>
              )}
              <span className={`${FORM.badge} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>
                {t.status[m.status]}
              </span>
            </div>
            <p className="mt-1 text-base">
              {t.from} <strong>{[m.fromWarehouse, m.fromBin].filter(Boolean).join(' · ')}</strong> {t.to}{' '}
              <strong>{[m.toWarehouse, m.toBin].filter(Boolean).join(' · ')}</strong>
              {m.jobNum ? ` · ${m.jobNum}` : ''}
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t.needBy}: {when(m.needBy)} · {t.requestedBy}: {m.requestedByName ?? m.requestedBy}
              {m.takenBy ? ` · ${fill(t.taken, { name: m.takenByName ?? m.takenBy })}` : ''}
              {m.notes ? ` · ${m.notes}` : ''}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {m.status === 'open' && (
                <button type="button" className={FORM.secondary} onClick={() => void change(m.id, 'taken')}>
                  {t.take}
                </button>
              )}
              {/* A request another handler took is theirs (or a supervisor's) to finish: nothing here would go through. */}
              {(m.status === 'open' || !m.takenBy || m.takenBy === me.username || me.supervisor) && (
                <>
                  <button type="button" className={FORM.button} onClick={() => void change(m.id, 'done')}>
                    {t.done}
                  </button>
                  {m.requestedBy !== me.username && (
                    <button type="button" className={FORM.secondary} onClick={() => setAsking({ id: m.id, status: 'returned' })}>
                      {t.sendBack}
                    </button>
                  )}
                  {(m.requestedBy === me.username || me.supervisor) && (
                    <button type="button" className={FORM.secondary} onClick={() => setAsking({ id: m.id, status: 'cancelled' })}>
                      {t.cancel}
                    </button>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={asking !== null}
        testId="queue-reason"
        title={fill(asking?.status === 'cancelled' ? t.cancelTitle : t.sendBackTitle, { id: asking?.id ?? '' })}
        lines={[fill(asking?.status === 'cancelled' ? t.cancelLine : t.sendBackLine, { requester })]}
        label={t.reason}
        required={t.reasonRequired}
        yes={asking?.status === 'cancelled' ? t.confirmCancel : t.confirmSendBack}
        no={t.keep}
        danger={asking?.status === 'cancelled'}
        onNo={() => setAsking(null)}
        onYes={(reason) => {
          const a = asking;
          setAsking(null);
          if (a) void change(a.id, a.status, reason);
        }}
      />
    </div>
  );
}
