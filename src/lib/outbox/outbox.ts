import { atom } from 'nanostores';
import { MADE_AT_HEADER, OUTBOX_HEADER } from './made-at-header';
import { deleteEntry, entriesOf, putEntry, type OutboxEntry } from './outbox-db';

export type { OutboxEntry } from './outbox-db';

/** The signed-in person's kept entries (waiting and refused), as the top bar shows them. */
export const $outbox = atom<OutboxEntry[]>([]);

/** What a send of one entry came to. */
export type SendOutcome = 'sent' | 'refused' | 'unreached';

let owner: string | null = null;

/** The person whose entries this page shows and sends (the signed-in user), then their entries read. */
export async function useOwner(username: string | null): Promise<void> {
  owner = username;
  await refresh();
}

/** Reads the person's entries again (another tab may have sent some). */
export async function refresh(): Promise<void> {
  $outbox.set(owner ? await entriesOf(owner).catch(() => []) : []);
}

/** Keeps a write on the device, made now by the signed-in person. */
export async function keep(entry: Omit<OutboxEntry, 'owner' | 'madeAt' | 'state'>): Promise<void> {
  if (!owner) throw new Error('No one is signed in to keep this entry for.');
  await putEntry({ ...entry, owner, madeAt: new Date().toISOString(), state: 'waiting' });
  await refresh();
}

/** Forgets an entry its maker discarded. */
export async function discard(id: string): Promise<void> {
  await deleteEntry(id);
  await refresh();
}

/** Sends one entry; its answer decides (the server answers a repeated key with the first result). */
export async function send(entry: OutboxEntry, timeoutMs = 15000): Promise<{ outcome: SendOutcome; message?: string }> {
  const headers: Record<string, string> = { [MADE_AT_HEADER]: entry.madeAt, accept: 'application/json' };
  let response: Response;
  try {
    if (entry.kind === 'form') {
      response = await fetch(entry.url, {
        method: 'POST',
        headers: { ...headers, [OUTBOX_HEADER]: 'replay' },
        body: new URLSearchParams(entry.fields ?? []),
        credentials: 'same-origin',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } else {
      response = await fetch(`/api/v1/${entry.url}`, {
        method: entry.method,
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': entry.id },
        body: JSON.stringify(entry.body ?? null),
        credentials: 'same-origin',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    }
  } catch {
    return { outcome: 'unreached' };
  }
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; summary?: string; error?: { message?: string } } | null;
  if (response.ok && (entry.kind === 'api' || answer?.ok === true)) return { outcome: 'sent' };
  // A refusal of what was typed comes back to its maker; a lost sign-in, a gateway or a server fault is retried later.
  if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 408 && answer) {
    return { outcome: 'refused', message: answer.summary || answer.error?.message || response.statusText };
  }
  return { outcome: 'unreached' };
}

/**
 * Sends the person's waiting entries in the order they were made, one tab at a time (a Web Lock), each
 * forgotten once the server has it, so two tabs or a reload never send one twice; stops at the first
 * that finds no network. Answers how many were sent.
 */
export async function flush(): Promise<number> {
  if (!owner || !('locks' in navigator)) return 0;
  const who = owner;
  return navigator.locks.request('apps-outbox', async () => {
    let sent = 0;
    for (const entry of await entriesOf(who)) {
      if (entry.state !== 'waiting') continue;
      const { outcome, message } = await send(entry);
      if (outcome === 'unreached') break;
      if (outcome === 'sent') {
        await deleteEntry(entry.id);
        sent += 1;
      } else {
        await putEntry({ ...entry, state: 'refused', ...(message ? { message } : {}) });
      }
      await refresh();
    }
    await refresh();
    return sent;
  });
}
