import type { AstroCookies } from 'astro';
import type { TFunction } from 'i18next';
import { setFlash } from '@/lib/shell/flash.server';
import type { AlertType } from '@/lib/stores/alerts';
import { refusalOf, translateRefusal, type RefusalMessages } from './refusals';
import { MADE_AT_HEADER, OUTBOX_HEADER } from '@/lib/outbox/made-at-header';
import { refuseForm, takeRefusedForm, type RefusedForm } from './refused-form.server';

export { takeRefusedForm, type RefusedForm } from './refused-form.server';

export { positiveInt } from './table-query';

/**
 * The fields of a posted form as strings, each cut at 1000 characters (files are ignored).
 * @example await readForm(request) // { intent: 'grant', empID: '2001' }
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const data = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of data) if (typeof value === 'string') values[key] = value.slice(0, 1000);
  return values;
}

/**
 * A fresh key for a form's write: posted back as a hidden field and sent as Idempotency-Key, so a
 * double submit or a browser retry writes once.
 */
export function newFormKey(): string {
  return crypto.randomUUID();
}

/** Why a posted form was refused: the HTTP status, a summary above the form and each field's own message. */
export interface FormFailure extends RefusalMessages {
  status: number;
}

/** Options of `formFailure`: where the form's texts are and how it words a refusal. */
export interface FormFailureOptions {
  /** The feature whose `<feature>.errors.<code>` texts come first; the kit's `forms.errors.<code>` next, the API's words last. */
  feature: string;
  /** false: only the feature's own texts, else the API's words (administration words every code it answers itself). */
  shared?: boolean;
  /** What was typed, by field (a message may say it back). */
  typed?: Readonly<Record<string, string>>;
  /** Name each refused field in the summary by its label, `<feature>.fields.<field>`, and begin other messages with a capital (admin's desk forms). */
  labelled?: boolean;
  /** Say 'Nothing was saved. Correct the marked fields.' above a form whose fields were named, instead of listing them. */
  summarize?: boolean;
  /** The form's own name of a field the API names otherwise (`answers.3.comment` is `comment-12` on the page). */
  place?: (field: string) => string;
}

/**
 * A refused write (a 4xx from the API) as messages for its form, in the page's language by the
 * refusal's code, never by the English text; anything else (5xx, no answer) goes on to the error page.
 * @example formFailure(error, t, { feature: 'weldleak', typed: values, summarize: true }).fields.jobNumber // 'Job 999 does not exist.'
 */
export function formFailure(error: unknown, t: TFunction, options: FormFailureOptions): FormFailure {
  const refusal = refusalOf(error);
  // A lost sign-in is no refusal of the input: the error page sends the person to sign in again.
  if (!refusal || refusal.status === 401) throw error;
  const { feature } = options;
  const messages = translateRefusal(
    refusal,
    (code, values, fallback) =>
      t(options.shared === false ? `${feature}.errors.${code}` : [`${feature}.errors.${code}`, `forms.errors.${code}`], {
        ...values,
        defaultValue: fallback,
      }),
    {
      label: options.labelled ? (field) => t(`${feature}.fields.${field}`, { defaultValue: field }) : undefined,
      capitalize: options.labelled,
      summary: options.summarize ? t('forms.errors.summary') : undefined,
      typed: options.typed,
    },
  );
  const { place } = options;
  const fields = place ? Object.fromEntries(Object.entries(messages.fields).map(([field, text]) => [place(field), text])) : messages.fields;
  return { status: refusal.status === 404 ? 400 : refusal.status, summary: messages.summary, fields };
}

/** Options of `succeed`. */
export interface SucceedOptions {
  cookies: AstroCookies;
  message: string;
  location: string;
  /** 'error' for a write that went through but reports a bad result (a FAIL reading). */
  type?: AlertType;
}

/** Post/Redirect/Get after a change: an alert for the next page, then a 303 to it. */
export function succeed({ cookies, message, location, type = 'success' }: SucceedOptions): Response {
  setFlash(cookies, { message, type });
  return new Response(null, { status: 303, headers: { location } });
}

/** What a form's write answers when it went through: the alert to show and the page to show it on. */
export interface Saved {
  message: string;
  location: string;
  type?: AlertType;
}

/** The parts of a page (`Astro`, or an endpoint's context) a form post needs. */
export interface FormPage {
  request: Request;
  url: URL;
  cookies: AstroCookies;
  locals: Pick<App.Locals, 't' | 'madeAt'>;
}

/**
 * A page's form post, Post/Redirect/Get both ways: on POST it reads the form and runs `write`; a write
 * that went through redirects with its alert, a refused one (a 4xx) redirects back to the page with its
 * messages and what was typed. On GET it answers the refusal a redirect brought (`RefusedForm`), else
 * null. Anything else (5xx, no answer) goes on to the error page. Reload and Back never resend.
 * @example const post = await formPost(Astro, { feature: 'admin', labelled: true }, async (form) => saved(await api.createGroup(form)))
 * if (post instanceof Response) return post;
 */
export async function formPost(
  page: FormPage,
  options: Omit<FormFailureOptions, 'typed'>,
  write: (form: Record<string, string>) => Promise<Saved>,
): Promise<Response | RefusedForm | null> {
  if (page.request.method !== 'POST') return takeRefusedForm(page.cookies, page.url);
  outboxMode(page);
  const form = await readForm(page.request);
  let saved: Saved;
  try {
    saved = await write(form);
  } catch (error) {
    return refusedAnswer(page, formFailure(error, page.locals.t, { ...options, typed: form }), form);
  }
  return savedAnswer(page, saved);
}

/** Who sent a page's post: the outbox's script at once (`live`), the outbox later (`replay`), or the browser itself (null). */
export type OutboxMode = 'live' | 'replay' | null;

/**
 * How a post was sent (its `x-outbox` header); a post kept on the device says when it was made there
 * (`Made-At`), and the page's API calls pass that on (`locals.madeAt`). For a page that answers its
 * posts itself instead of through `formPost` (then `savedAnswer` / `refusedAnswer`).
 */
export function outboxMode(page: Pick<FormPage, 'request' | 'locals'>): OutboxMode {
  page.locals.madeAt = page.request.headers.get(MADE_AT_HEADER) ?? undefined;
  const mode = page.request.headers.get(OUTBOX_HEADER);
  return mode === 'live' || mode === 'replay' ? mode : null;
}

/** A post that went through: an alert and a redirect (Post/Redirect/Get), or, to the outbox, JSON saying where to go. */
export function savedAnswer(page: FormPage, saved: Saved): Response {
  const mode = outboxMode(page);
  if (mode === 'replay') return Response.json({ ok: true, message: saved.message });
  const done = succeed({ cookies: page.cookies, ...saved });
  return mode === 'live' ? Response.json({ ok: true, location: done.headers.get('location') }) : done;
}

/**
 * A refused post: back to the page with its messages and what was typed (`takeRefusedForm` shows them
 * there), `at` when that page is another address than the post's; to the outbox sending it later,
 * the messages as JSON, since it has no page to come back to (they stay with the entry).
 */
export function refusedAnswer(page: FormPage, failure: FormFailure, form: Record<string, string>, at: URL = page.url): Response {
  const mode = outboxMode(page);
  if (mode === 'replay') return Response.json({ ok: false, ...failure }, { status: failure.status });
  const { formKey: _used, ...values } = form;
  const back = refuseForm(page.cookies, at, { ...failure, values });
  return mode === 'live' ? Response.json({ ok: false, location: back.headers.get('location') }) : back;
}
