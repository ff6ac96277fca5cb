import { atom } from 'nanostores';
import { MADE_AT_HEADER, OUTBOX_HEADER } from './made-at-header';
import { deleteEntry, entriesOf, putEntry, type OutboxEntry } from './outbox-db';
import { sayCode } from '@/lib/browser/refusal-words';

export type { OutboxEntry } from './outbox-db';

/** The signed-in person's kept entries (waiting and refused), as the top bar shows them. */
export const $outbox = atom<OutboxEntry[]>([]);

/** What a send of one entry came to. */
export type SendOutcome = 'sent' | 'refused' | 'unreached';

/** What one send answered: the outcome, a refusal's words, and the server's answer (an island's write). */
export interface SendResult {
  outcome: SendOutcome;
  message?: string;
  answer?: unknown;
}

/** The window event told after every change of the device's entries (a keep, a send, a discard), in any script of the page. */
export const CHANGED_EVENT = 'outbox-changed';
/** The window event told when a kept entry was sent or refused; its detail is `{ entry, result }` (an island hears its own). */
export const SETTLED_EVENT = 'outbox-settled';

let owner: string | null = null;

/** Whose entries this page shows and sends: set by the page, else the signed-in person the top bar names. */
function ownerNow(): string | null {
  return owner ?? document.querySelector<HTMLElement>('[data-outbox][data-owner]')?.dataset['owner'] ?? null;
}

/** The person (or device) whose entries this page shows and sends, then their entries read. */
export async function setOwner(username: string | null): Promise<void> {
  owner = username;
  await refresh();
}

/** Reads the owner's entries again (another tab or script may have kept or sent some). */
export async function refresh(): Promise<void> {
  const who = ownerNow();
  $outbox.set(who ? await entriesOf(who).catch(() => []) : []);
}

async function changed(): Promise<void> {
  await refresh();
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Keeps a write on the device, made now (or at `madeAt`) by the page's owner. */
export async function keep(entry: Omit<OutboxEntry, 'owner' | 'madeAt' | 'state'> & { madeAt?: string }): Promise<OutboxEntry> {
  const who = ownerNow();
  if (!who) throw new Error('No one is signed in to keep this entry for.');
  const kept: OutboxEntry = { madeAt: new Date().toISOString(), ...entry, owner: who, state: 'waiting' };
  await putEntry(kept);
  await changed();
  return kept;
}

/** Forgets an entry its maker discarded. */
export async function discard(id: string): Promise<void> {
  await deleteEntry(id);
  await changed();
}

/**
 * A refusal in its maker's words: the text kept for its code with the refusal's values (its refused field's
 * first), else the kit's words for the code, else the server's own.
 */
export function refusalWords(entry: Pick<OutboxEntry, 'says'>, answer: unknown): string | undefined {
  const error = (answer as { error?: Record<string, unknown> } | null)?.error;
  if (!error) return undefined;
  const fields = error['fields'] as { code?: string; values?: object }[] | undefined;
  const template = entry.says?.[fields?.[0]?.code ?? ''] ?? entry.says?.[String(error['code'])];
  const values = { ...error, ...(error['values'] as object | undefined), ...fields?.[0]?.values } as Record<string, unknown>;
  return template
    ? template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
    : (sayCode(String(error['code']), values) ?? String(error['message'] ?? ''));
}

/** Sends one entry; its answer decides (the server answers a repeated key with the first result). */
export async function send(entry: OutboxEntry, timeoutMs = 15000): Promise<SendResult> {
  const headers: Record<string, string> = { [MADE_AT_HEADER]: entry.madeAt, accept: 'application/json' };
  const form = entry.kind === 'form';
  let response: Response;
  try {
    response = await fetch(form ? entry.url : `/api/v1/${entry.url}`, {
      method: form ? 'POST' : entry.method,
      headers: form
        ? { ...headers, [OUTBOX_HEADER]: 'replay' }
        : { ...headers, 'content-type': 'application/json', 'idempotency-key': entry.id },
      body: form ? new URLSearchParams(entry.fields ?? []) : JSON.stringify(entry.body ?? null),
      credentials: 'same-origin',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { outcome: 'unreached' };
  }
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; summary?: string } | null;
  if (response.ok && (!form || answer?.ok === true)) return { outcome: 'sent', answer };
  // A refusal of what was typed comes back to its maker; a lost sign-in, a gateway or a server fault is retried later.
  if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 408 && answer) {
    return { outcome: 'refused', message: (form ? answer.summary : refusalWords(entry, answer)) || response.statusText, answer };
  }
  return { outcome: 'unreached' };
}

/**
 * Sends the owner's waiting entries in the order they were made, one tab at a time (a Web Lock), each
 * forgotten once the server has it, so two tabs or a reload never send one twice; stops at the first
 * that finds no network. Each outcome is told as SETTLED_EVENT. Answers how many were sent.
 */
export async function flush(): Promise<number> {
  const who = ownerNow();
  if (!who || !('locks' in navigator)) return 0;
  return navigator.locks.request('apps-outbox', async () => {
    let sent = 0;
    // Read inside the lock: another tab may have sent some while this one waited for it.
    for (const entry of await entriesOf(who)) {
      if (entry.state !== 'waiting') continue;
      const result = await send(entry);
      if (result.outcome === 'unreached') break;
      if (result.outcome === 'sent') {
        await deleteEntry(entry.id);
        sent += 1;
      } else {
        await putEntry({ ...entry, state: 'refused', ...(result.message ? { message: result.message } : {}) });
      }
      await changed();
      window.dispatchEvent(new CustomEvent(SETTLED_EVENT, { detail: { entry, result } }));
    }
    await refresh();
    return sent;
  });
}
