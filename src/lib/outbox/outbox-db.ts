/**
 * The device's outbox in IndexedDB: writes made while the network was away, kept across reloads, a
 * closed browser and a restarted tablet until they are sent or their maker discards them.
 */

/** One write kept on the device. */
export interface OutboxEntry {
  /** The write's Idempotency-Key (a form's `formKey`): the server answers a second copy with the first result. */
  id: string;
  /** Who made it (their username): only they see it, and only their sign-in sends it. */
  owner: string;
  /** A form post to its page (`form`), or an island's call of the API (`api`). */
  kind: 'form' | 'api';
  /** Where it goes: the page's path, or the API path under /api/v1/. */
  url: string;
  method: string;
  /** A form's fields, in order (`form`). */
  fields?: [string, string][];
  /** The JSON body (`api`). */
  body?: unknown;
  /** When it was made on the device (ISO 8601); the server records it beside the arrival time. */
  madeAt: string;
  /** What it is, in the maker's words (the form's title), and a detail to tell entries apart. */
  label: string;
  detail: string;
  /** waiting: to be sent; refused: the server said no on arrival, back to its maker with `message`. */
  state: 'waiting' | 'refused';
  message?: string;
  /** The page it was made on (an island's write): where its maker goes to fix it. */
  page?: string;
  /** A refusal's words by error code, in its maker's language with {{value}} slots (an island's write). */
  says?: Record<string, string>;
}

/** What was typed into a form not yet saved, kept per person and form address until it is saved or discarded. */
export interface Draft {
  /** Its owner, the form's address and its place on the page. */
  id: string;
  /** Each typed control's value (a check box's or radio's checked state), by name and occurrence (`team.0.role#0`). */
  values: Record<string, string | boolean>;
  /** The form's hidden values when it was typed (a record's version): a form shown with others is another form. */
  hidden: Record<string, string>;
}

const DB = 'apps-outbox';
const STORE = 'entries';
const DRAFTS = 'drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 2);
    request.onupgradeneeded = () => {
      for (const name of [STORE, DRAFTS])
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>, name = STORE): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(name, mode);
      const request = work(tx.objectStore(name));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps (or updates) one entry. */
export const putEntry = (entry: OutboxEntry): Promise<IDBValidKey> => run('readwrite', (s) => s.put(entry));

/** Forgets one entry (sent, or discarded by its maker). */
export const deleteEntry = (id: string): Promise<undefined> => run('readwrite', (s) => s.delete(id));

/** One person's entries, oldest first (the order they are sent in). */
export async function entriesOf(owner: string): Promise<OutboxEntry[]> {
  const all = await run<OutboxEntry[]>('readonly', (s) => s.getAll());
  return all.filter((e) => e.owner === owner).sort((a, b) => a.madeAt.localeCompare(b.madeAt) || a.id.localeCompare(b.id));
}

/** Keeps a form's draft. */
export const putDraft = (draft: Draft): Promise<IDBValidKey> => run('readwrite', (s) => s.put(draft), DRAFTS);

/** A form's draft, if one was kept. */
export const getDraft = (id: string): Promise<Draft | undefined> => run<Draft | undefined>('readonly', (s) => s.get(id), DRAFTS);

/** Forgets a form's draft (saved, kept in the outbox, or discarded). */
export const deleteDraft = (id: string): Promise<undefined> => run('readwrite', (s) => s.delete(id), DRAFTS);
