/**
 * The outbox on a page, without React: forms marked `data-outbox` are sent by script and kept on the
 * device when the network does not answer; the top bar's button counts the person's waiting entries
 * and lists them; waiting entries are sent when the network comes back, when a page opens and every
 * 30 s while any wait. Its texts come from the server with the button (`data-texts`).
 */
import { addAlert } from '@/lib/stores/alerts';
import { forgetDraft, keepDraftNow, keepDrafts } from './drafts';
import { OUTBOX_HEADER } from './made-at-header';
import { $outbox, CHANGED_EVENT, discard, flush, keep, refresh, setOwner, type OutboxEntry } from './outbox';

interface OutboxTexts {
  kept: string;
  allSent: string;
  waiting: string;
  refused: string;
  discard: string;
  fix: string;
  empty: string;
  confirmLogout: string;
  draftRestored: string;
  draftDiscard: string;
}

/** How long a form waits for the server before it keeps the entry on the device. */
const ANSWER_TIMEOUT_MS = 15000;
const RETRY_MS = 30000;

const root = document.querySelector<HTMLElement>('[data-outbox]');
const texts = JSON.parse(root?.dataset['texts'] ?? '{}') as OutboxTexts;

function time(iso: string): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** The first few typed values that tell one entry from another (a serial, a job, an asset). */
function detailOf(fields: [string, string][]): string {
  return fields
    .filter(([name, value]) => value && !['formKey', 'intent', 'send'].includes(name) && value.length < 40)
    .slice(0, 3)
    .map(([, value]) => value)
    .join(' · ');
}

async function sendLive(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const data = new FormData(form, submitter);
  const fields = [...data].filter((pair): pair is [string, string] => typeof pair[1] === 'string');
  const url = form.getAttribute('action') || `${location.pathname}${location.search}`;
  const id = fields.find(([name]) => name === 'formKey')?.[1] ?? crypto.randomUUID();
  const keepIt = async (): Promise<void> => {
    await keep({
      id,
      kind: 'form',
      url,
      method: 'POST',
      fields,
      label: form.dataset['outbox'] || document.title,
      detail: detailOf(fields),
    });
    addAlert({ message: texts.kept, type: 'info' });
    form.reset();
    await forgetDraft(form);
    // The next entry is another write: it gets its own key.
    const key = form.querySelector<HTMLInputElement>('input[name="formKey"]');
    if (key) key.value = crypto.randomUUID();
  };
  if (!navigator.onLine) return keepIt();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { [OUTBOX_HEADER]: 'live', accept: 'application/json' },
      body: new URLSearchParams(fields),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch {
    return keepIt();
  }
  const answer = (await response.json().catch(() => null)) as { ok?: boolean; location?: string } | null;
  // Saved: its draft is done with; refused: the draft stays until it is saved.
  if (answer?.ok) await forgetDraft(form);
  // What was typed while the send was under way goes with the page to its refusal: stored before leaving,
  // as a write begun when the page is already going may never finish.
  else await keepDraftNow(form);
  if (answer?.location) return location.assign(answer.location);
  // A gateway that found no server is no answer either; any other fault shows the server's own page.
  if ([502, 503, 504].includes(response.status)) return keepIt();
  form.dataset['outboxOff'] = 'true';
  form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
}

/** A new key for every form this page shows: a copy of the page kept for offline reading carries a key an earlier visit may have used. */
function renewKeys(): void {
  for (const key of document.querySelectorAll<HTMLInputElement>('form[data-outbox] input[name="formKey"]')) key.value = crypto.randomUUID();
}

function enhanceForms(): void {
  renewKeys();
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset['outbox'] === undefined || form.dataset['outboxOff']) return;
    // A write is a post (the form's, or its button's: a label's 'Send to printer'); 'Add a row' and the like (data-no-outbox) write nothing.
    const submitter = event.submitter;
    const method = submitter?.getAttribute('formmethod') ?? form.method;
    if (method.toLowerCase() !== 'post' || submitter?.dataset['noOutbox'] !== undefined || !root) return;
    event.preventDefault();
    if (form.dataset['sending']) return;
    form.dataset['sending'] = 'true';
    void sendLive(form, submitter).finally(() => delete form.dataset['sending']);
  });
}

function row(entry: OutboxEntry): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'border-b border-slate-200 py-2 last:border-0 dark:border-slate-700';
  li.dataset['testid'] = 'outbox-entry';
  li.dataset['state'] = entry.state;
  const title = document.createElement('p');
  title.className = 'font-medium';
  title.textContent = `${entry.label}${entry.detail ? ` · ${entry.detail}` : ''}`;
  const when = document.createElement('p');
  when.className = 'text-sm text-slate-600 dark:text-slate-300';
  when.textContent = `${time(entry.madeAt)} · ${entry.state === 'refused' ? texts.refused : texts.waiting}`;
  li.append(title, when);
  if (entry.state === 'refused') {
    const message = document.createElement('p');
    message.className = 'text-sm text-red-700 dark:text-red-300';
    message.dataset['testid'] = 'outbox-refusal';
    message.textContent = entry.message ?? '';
    const actions = document.createElement('div');
    actions.className = 'mt-1 flex gap-2';
    actions.append(
      button(texts.fix, () => fix(entry)),
      button(texts.discard, () => void discard(entry.id)),
    );
    li.append(message, actions);
  }
  return li;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'min-h-[44px] rounded border border-slate-300 px-3 text-sm dark:border-slate-600';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * A refused form is sent again as the browser's own post: the page shows it with its messages, to
 * correct. A refused island write opens the page it was made on, and stays listed until discarded.
 */
function fix(entry: OutboxEntry): void {
  if (entry.kind === 'api') return location.assign(entry.page ?? '/');
  const form = document.createElement('form');
  form.method = 'post';
  form.action = entry.url;
  for (const [name, value] of entry.fields ?? []) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  void discard(entry.id).then(() => form.submit());
}

function showBadge(): void {
  if (!root) return;
  const count = root.querySelector<HTMLElement>('[data-outbox-count]');
  const list = root.querySelector<HTMLElement>('[data-outbox-list]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-outbox-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-outbox-panel]');
  toggle?.addEventListener('click', () => {
    const open = panel?.hidden ?? false;
    if (panel) panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  });
  let before = 0;
  $outbox.subscribe((entries) => {
    root.hidden = entries.length === 0;
    if (count) count.textContent = String(entries.length);
    list?.replaceChildren(...entries.map(row));
    const waiting = entries.filter((e) => e.state === 'waiting').length;
    if (before > 0 && waiting === 0 && entries.length === 0) addAlert({ message: texts.allSent, type: 'success' });
    before = waiting;
  });
}

function guardLogout(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.action.endsWith('/logout')) return;
    if ($outbox.get().length > 0 && !confirm(texts.confirmLogout)) event.preventDefault();
  });
}

if (root && 'indexedDB' in window) {
  showBadge();
  enhanceForms();
  if (root.dataset['owner']) keepDrafts(root.dataset['owner'], { restored: texts.draftRestored, discard: texts.draftDiscard });
  guardLogout();
  const trySend = (): Promise<unknown> => flush().catch(() => undefined);
  // Marked once the page's first send is over: what was to go has gone (tests and a person's eye wait for it).
  void setOwner(root.dataset['owner'] ?? null)
    .then(trySend)
    .finally(() => (root.dataset['outboxReady'] = 'true'));
  window.addEventListener('online', () => void trySend());
  // Another tab's sends and keeps show here too, and an island's.
  window.addEventListener('focus', () => void refresh());
  window.addEventListener(CHANGED_EVENT, () => void refresh());
  setInterval(() => {
    if ($outbox.get().some((e) => e.state === 'waiting')) void trySend();
  }, RETRY_MS);
}
