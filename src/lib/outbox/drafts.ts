/**
 * Drafts of the outbox's forms: what a person types into a `data-outbox` form is kept on the device
 * (IndexedDB, beside the outbox's entries) per person and form address, so a reload, a closed tab or a
 * dead battery mid-form loses nothing; the form is filled again and says 'Draft restored', with a button
 * to discard it. The draft is forgotten when the form is saved, kept in the outbox or discarded.
 */
import { deleteDraft, getDraft, putDraft, type Draft } from './outbox-db';

/** The draft notice's words, in the page's language. */
export interface DraftTexts {
  restored: string;
  discard: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NOT_TYPED = ['hidden', 'submit', 'button', 'reset', 'image', 'file', 'password'];
const checkable = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** The form's named controls by name and occurrence (`role#0`, `role#1`); `hidden` ones apart. */
function controls(form: HTMLFormElement, hidden = false): Map<string, Control> {
  const seen = new Map<string, number>();
  const found = new Map<string, Control>();
  for (const el of form.elements) {
    const c = el as Control;
    if (!c.name || !('value' in c) || c.disabled || (c.type === 'hidden') !== hidden || (!hidden && NOT_TYPED.includes(c.type))) continue;
    const n = seen.get(c.name) ?? 0;
    seen.set(c.name, n + 1);
    found.set(`${c.name}#${n}`, c);
  }
  return found;
}

const valueOf = (c: Control): string | boolean => (checkable(c) ? c.checked : c.value);

/** The value the page was served with (what `form.reset()` gives back). */
function served(c: Control): string | boolean {
  if (checkable(c)) return c.defaultChecked;
  if (c instanceof HTMLSelectElement) return ([...c.options].find((o) => o.defaultSelected) ?? c.options[0])?.value ?? '';
  return c.defaultValue;
}

function snapshot(form: HTMLFormElement): Omit<Draft, 'id'> {
  const hidden = Object.fromEntries([...controls(form, true)].filter(([key]) => !key.startsWith('formKey#')).map(([k, c]) => [k, c.value]));
  return { values: Object.fromEntries([...controls(form)].map(([k, c]) => [k, valueOf(c)])), hidden };
}

/** Each kept form's save of its draft, for `keepDraftNow`. */
const savers = new WeakMap<HTMLFormElement, () => Promise<void>>();

/**
 * Keeps what the form holds now as its draft, and resolves once it is stored: called before the page is left
 * for a refusal's page, so what the person typed while the send was under way comes back there.
 */
export async function keepDraftNow(form: HTMLFormElement): Promise<void> {
  await savers.get(form)?.();
}

/** Forgets the draft of a form (it was saved, or kept in the outbox), and its notice. */
export async function forgetDraft(form: HTMLFormElement): Promise<void> {
  form.querySelector('[data-draft-notice]')?.remove();
  const id = form.dataset['draft'];
  if (id) await deleteDraft(id).catch(() => undefined);
}

function notice(form: HTMLFormElement, texts: DraftTexts): void {
  const box = document.createElement('div');
  box.dataset['draftNotice'] = '';
  box.dataset['testid'] = 'draft-restored';
  box.setAttribute('role', 'status');
  box.className =
    'flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-100';
  const text = document.createElement('span');
  text.className = 'font-medium';
  text.textContent = texts.restored;
  const discard = document.createElement('button');
  discard.type = 'button';
  discard.className = 'min-h-[44px] rounded-md border border-current px-3';
  discard.textContent = texts.discard;
  discard.addEventListener('click', () => {
    form.reset();
    void forgetDraft(form);
  });
  box.append(text, discard);
  form.prepend(box);
}

/** Fills the form from its draft; answers whether anything changed. */
function restore(form: HTMLFormElement, draft: Draft): boolean {
  let changed = false;
  for (const [key, c] of controls(form)) {
    const value = draft.values[key];
    if (value === undefined || value === valueOf(c)) continue;
    // The draft is read after the page is up: what the person has typed since wins over it.
    if (valueOf(c) !== served(c)) continue;
    if (checkable(c)) c.checked = value === true;
    else c.value = String(value);
    changed = true;
    c.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return changed;
}

/** Keeps drafts of every `data-outbox` form of the page for `owner`, and restores the one kept before. */
export function keepDrafts(owner: string, texts: DraftTexts): void {
  // A form that posts: a GET form (a label's) keeps what was typed in its address already.
  const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-outbox]')].filter((f) => f.method === 'post');
  forms.forEach((form, place) => {
    const id = `${owner} ${location.pathname}${location.search} ${place}`;
    form.dataset['draft'] = id;
    const restoring = async (): Promise<void> => {
      const draft = await getDraft(id);
      if (!draft) return;
      const { hidden } = snapshot(form);
      // Typed into another state of the form (a record changed since, by its version): no longer a draft of this one.
      if (Object.entries(draft.hidden).some(([k, v]) => hidden[k] !== v)) return deleteDraft(id);
      if (restore(form, draft)) notice(form, texts);
    };
    void restoring().catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const store = async (): Promise<void> => {
      clearTimeout(timer);
      timer = undefined;
      const now = snapshot(form);
      const typed = [...controls(form)].some(([key, c]) => now.values[key] !== served(c));
      await (typed ? putDraft({ id, ...now }) : deleteDraft(id)).catch(() => undefined);
    };
    const save = (): void => void store();
    savers.set(form, store);
    // Keys are gathered for a moment; a choice, a field left or the page hidden (a reload) is kept at once.
    form.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(save, 300);
    });
    form.addEventListener('change', save);
    window.addEventListener('pagehide', () => timer !== undefined && save());
  });
}
