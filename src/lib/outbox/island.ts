/**
 * The outbox for an island (a React form that calls the API with JSON): `sendOrKeep` sends a write at
 * once and, when it gets no answer, keeps it on the device with its Idempotency-Key and the time it
 * was made, to be sent by the outbox later; `onSettled` tells the island what became of it then.
 * @example const done = await sendOrKeep<{ id: number }>({ method: 'POST', path: 'MoveRequests', body, key: key.current, label: t.title })
 */
import { ApiError } from '@/lib/api/errors';
import { apiCall } from '@/lib/browser/api-client';
import { $outbox, flush, keep, setOwner, SETTLED_EVENT, type OutboxEntry, type SendResult } from './outbox';

/** One write of an island. */
export interface IslandWrite {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path under /v1 ('MaterialIssues', 'MoveRequests/12'). */
  path: string;
  body: unknown;
  /** Its Idempotency-Key (the form's submission key): the outbox sends it again under the same key. */
  key: string;
  /** What it is, in the person's words (the form's title), and what tells it apart (a job, a part). */
  label: string;
  detail?: string;
  /** How a refusal on arrival is said in the person's language, by error code ({{name}} slots take the refusal's values). */
  says?: Record<string, string>;
  /** When it was made, when the body carries that time too (a punch); else the moment it is kept. */
  madeAt?: string;
}

/** The write's answer, or `kept`: it waits on the device under `id` (its key). */
export type WriteOutcome<T> = { kept: false; answer: T } | { kept: true; id: string };

/** How long an island waits for the server before it keeps the write. */
const ANSWER_TIMEOUT_MS = 15000;

/** No answer: the network is away, the request timed out, or a gateway found no server (a refusal or a server fault is an answer). */
const noAnswer = (error: unknown): boolean => error instanceof ApiError && [0, 408, 502, 503, 504].includes(error.status);

/** Sends a write now, or keeps it on the device when no answer comes; a refusal throws `ApiError` as `apiCall` does. */
export async function sendOrKeep<T>(write: IslandWrite): Promise<WriteOutcome<T>> {
  if (navigator.onLine) {
    try {
      const options = { body: write.body, idempotencyKey: write.key, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) };
      return { kept: false, answer: await apiCall<T>(write.method, write.path, options) };
    } catch (error) {
      if (!noAnswer(error) || !('indexedDB' in window)) throw error;
    }
  }
  await keep({
    id: write.key,
    kind: 'api',
    url: write.path,
    method: write.method,
    body: write.body,
    label: write.label,
    detail: write.detail ?? '',
    page: `${location.pathname}${location.search}`,
    ...(write.says ? { says: write.says } : {}),
    ...(write.madeAt ? { madeAt: write.madeAt } : {}),
  });
  return { kept: true, id: write.key };
}

/** Tells `listener` what became of each kept write under `path` (a prefix) when the outbox sends it; answers the function that stops. */
export function onSettled(path: string, listener: (entry: OutboxEntry, result: SendResult) => void): () => void {
  const hear = (event: Event): void => {
    const { entry, result } = (event as CustomEvent<{ entry: OutboxEntry; result: SendResult }>).detail;
    if (entry.kind === 'api' && entry.url.startsWith(path)) listener(entry, result);
  };
  window.addEventListener(SETTLED_EVENT, hear);
  return () => window.removeEventListener(SETTLED_EVENT, hear);
}

/** 'Saved on this tablet…' in the page's language, as the top bar has it. */
export function keptText(): string {
  const texts = document.querySelector<HTMLElement>('[data-outbox][data-texts]')?.dataset['texts'];
  return texts ? ((JSON.parse(texts) as { kept?: string }).kept ?? '') : '';
}

/**
 * The outbox of a page without the top bar (a kiosk, a device): `owner`'s waiting entries are sent now,
 * when the network returns and every 15 s while any wait; answers the function that stops.
 */
export function runOutbox(owner: string, everyMs = 15000): () => void {
  const trySend = (): void => void flush().catch(() => 0);
  void setOwner(owner).then(trySend);
  window.addEventListener('online', trySend);
  const timer = setInterval(() => $outbox.get().some((e) => e.state === 'waiting') && trySend(), everyMs);
  return () => {
    window.removeEventListener('online', trySend);
    clearInterval(timer);
  };
}
