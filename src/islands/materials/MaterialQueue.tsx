import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { refusalText } from '@/lib/browser/refusal-words';
import { materialsApi, newIdempotencyKey } from '@/lib/materials/client';
import { keptText, onSettled, sendOrKeep } from '@/lib/outbox/island';
import { watchMoveRequests } from '@/lib/materials/queue-stream';
import type { MoveRequestRow } from '@/lib/materials/move-schemas';
import { addAlert } from '@/lib/stores/alerts';
import { usePlant } from '@/lib/plants/use-plant';
import { FORM } from '@/lib/forms/classes';
import { fill, type MaterialsText } from './text';

/** A slow poll in case the live stream is down (a proxy that buffers, a lost connection). */
const REFRESH_MS = 60_000;

/**
 * The material handlers' queue: open and taken move requests of the plant chosen in the
 * top bar, line-down jobs on top, then by need-by; take, complete or cancel. It reloads when the
 * move-request stream says a request changed (within seconds), when the tab comes back into view, and every 60 s.
 */
export function MaterialQueue({ text, initialPlant, lang }: { text: MaterialsText; initialPlant: string; lang: string }) {
  const t = text.queue;
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
        if (result.outcome === 'refused') addAlert({ message: result.message ?? t.failed, type: 'error' });
        void load();
      }),
    [load, t],
  );
  const change = async (id: number, status: 'taken' | 'done' | 'cancelled') => {
    const row = rows?.find((r) => r.id === id);
    try {
      const done = await sendOrKeep({
        method: 'PATCH',
        path: `MoveRequests/${id}`,
        body: { status },
        key: newIdempotencyKey(),
        label: `${text.queue.title} · #${id}`,
        detail: t.status[status],
        says: { 'taken-by-other': fill(t.takenByOther, { name: row?.takenByName ?? row?.takenBy ?? '' }), 'move-status': t.failed },
      });
      addAlert(
        done.kept ? { message: keptText(), type: 'info' } : { message: fill(t.updated, { id, status: t.status[status] }), type: 'success' },
      );
      if (done.kept) return;
    } catch (error) {
      // A request someone else took says who has it; other refusals are said by their code (another plant's, in the page's language).
      const taken = error instanceof ApiError && error.code === 'taken-by-other';
      addAlert({
        message: taken ? fill(t.takenByOther, { name: row?.takenByName ?? row?.takenBy ?? '' }) : (refusalText(error) ?? t.failed),
        type: 'error',
      });
    }
    await load();
  };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
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
              <button type="button" className={FORM.button} onClick={() => void change(m.id, 'done')}>
                {t.done}
              </button>
              <button type="button" className={FORM.secondary} onClick={() => void change(m.id, 'cancelled')}>
                {t.cancel}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
