import type { AstroGlobal } from 'astro';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/errors';
import { HttpError } from '@/lib/http/errors';
import { setFlash } from '@/lib/shell/flash.server';
import { formFailure, newFormKey, outboxMode, refusedAnswer, savedAnswer, takeRefusedForm } from '@/lib/forms/form-post.server';
import { createRecordsApi, type CustomFieldInfo, type RecordDetail } from './client.server';
import type { FieldDef, RecordTypeDef } from './definition';
import { offersField } from './field-rights';
import { valuesOfPosted, type PostedForm } from './form-values';
import type { RecordValues } from './validation';

/** Why a post was refused: one line for the form and each field's message by its input name. */
export interface PageFailure {
  summary: string;
  fields: Record<string, string>;
}

/** The records client of a page's type, as the signed-in user. */
export function recordsApiOf(astro: AstroGlobal, def: RecordTypeDef) {
  const token = astro.locals.session?.accessToken;
  if (!token) throw new HttpError(401, 'Sign-in required');
  const { config, lang, madeAt } = astro.locals;
  return createRecordsApi({ baseUrl: config.apiBaseUrl, accessToken: token, lang, madeAt, locals: astro.locals }, def.type);
}

/** The plant the top bar shows: a list starts on it. */
export function topBarPlant(astro: AstroGlobal): string {
  return astro.locals.plant;
}

/** A custom field of the API as a field definition (its label already in the page's language). */
export function customAsField(f: CustomFieldInfo): FieldDef {
  return {
    name: f.name,
    kind: f.kind,
    label: { en: f.label, es: f.label },
    required: f.required,
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, label: { en: o.label, es: o.label } })) } : {}),
    ...(f.kind === 'number' ? { decimals: 4 } : {}),
  };
}

/**
 * A refused write as messages by field, by the kit's one error translator (`recordEngine.errors.<code>`, then
 * the kit's `forms.errors.<code>`, never the English text); other failures go on to the error page.
 */
export function pageFailure(error: unknown, t: TFunction): PageFailure {
  const { summary, fields } = formFailure(error, t, { feature: 'recordEngine', summarize: true });
  return { summary, fields };
}

/** The text values of a posted form (files left out). */
export async function readPosted(request: Request): Promise<{ posted: PostedForm; files: Record<string, File> }> {
  const data = await request.formData();
  const posted: PostedForm = {};
  const files: Record<string, File> = {};
  for (const [key, value] of data) {
    if (typeof value === 'string') posted[key] = value;
    else if (value.size > 0) files[key] = value;
  }
  return { posted, files };
}

/** A redirect after a post, with a flash alert (Post/Redirect/Get: Back and reload never post again). */
export function redirectWith(astro: AstroGlobal, location: string, message: string, type: 'success' | 'error' = 'success'): Response {
  setFlash(astro.cookies, { message, type });
  return astro.redirect(location, 303);
}

/** A record's page. */
export const detailHref = (def: RecordTypeDef, id: number) => def.detailPath.replace('{id}', String(id));

/**
 * The new-record and edit form: a GET shows it (a new one filled from the query, e.g. from a weld leak
 * entry), a post saves and redirects to the record, a refusal shows the form again with each message
 * by its field and what was typed; 'Add a row' shows one more row of a table without saving.
 */
export async function recordFormPage(astro: AstroGlobal, def: RecordTypeDef, id: number | null) {
  // Sent by the device's outbox (now, or later with its Made-At): answered as the kit's forms are.
  const mode = astro.request.method === 'POST' ? outboxMode(astro) : null;
  const api = recordsApiOf(astro, def);
  const { t } = astro.locals;
  const [customInfo, record] = await Promise.all([api.customFields(), id === null ? Promise.resolve(null) : api.get(id)]);
  const custom = customInfo.map(customAsField);
  if (record && !record.canEdit) return astro.redirect(detailHref(def, record.id), 303);
  let values: RecordValues = record ? { ...record.fields, ...record.children } : prefill(def, astro.url);
  const writer = {
    access: astro.locals.user?.access,
    empId: astro.locals.user?.employee?.empID ?? null,
    ownerId: record?.ownerId ?? null,
    assigneeId: record?.assigneeId ?? null,
  };
  const offered = def.fields.filter((f) => offersField(f, writer)).map((f) => f.name);
  let plant = record?.plant ?? astro.url.searchParams.get('plant') ?? topBarPlant(astro);
  let version = record?.version ?? 0;
  let formKey: string = newFormKey();
  let failure: PageFailure | null = null;
  const extraRows: Record<string, number> = {};
  // A refusal the outbox's script met comes back here by its redirect, with what was typed.
  const refused = astro.request.method === 'POST' ? null : takeRefusedForm(astro.cookies, astro.url);
  if (refused) {
    values = valuesOfPosted(def, custom, refused.values);
    plant = refused.values['plant'] ?? plant;
    version = Number(refused.values['version'] ?? version);
    failure = { summary: refused.summary, fields: refused.fields };
    astro.response.status = refused.status;
  }
  if (astro.request.method === 'POST') {
    const { posted } = await readPosted(astro.request);
    values = valuesOfPosted(def, custom, posted);
    // What the form did not offer this person is not sent (the reviewer's response from a submitter).
    for (const f of def.fields) if (!offered.includes(f.name)) delete values[f.name];
    plant = posted['plant'] ?? plant;
    version = Number(posted['version'] ?? version);
    formKey = posted['formKey'] || formKey;
    const addRow = posted['addRow'];
    if (addRow) extraRows[addRow] = 1;
    else {
      try {
        const saved = record ? await api.update(record.id, version, values, formKey) : await api.create({ ...values, plant }, formKey);
        // An anonymous sender cannot open what they sent (nothing ties it to them): back to a new form.
        if (!record && def.anonymousField && values[def.anonymousField] === true)
          return savedAnswer(astro, { location: def.newPath, message: t('recordEngine.sentAnonymously') });
        return savedAnswer(astro, { location: detailHref(def, saved.id), message: t('recordEngine.saved', { id: saved.id }) });
      } catch (error) {
        failure = pageFailure(error, t);
        astro.response.status = error instanceof ApiError && error.status === 409 ? 409 : 400;
        if (mode) return refusedAnswer(astro, { ...failure, status: astro.response.status }, posted);
        formKey = newFormKey();
      }
    }
  }
  const people = await api.people(plant);
  return { def, custom, record, values, plant, version, formKey, failure, extraRows, people, offered };
}

function prefill(def: RecordTypeDef, url: URL): RecordValues {
  const values: RecordValues = {};
  for (const f of def.fields) {
    const given = url.searchParams.get(f.name);
    if (given !== null && f.kind !== 'attachment')
      values[f.name] = f.kind === 'number' || f.kind === 'employee' ? Number(given) || null : given.slice(0, 400);
  }
  return values;
}

/** What the record page does with a post: a transition, a comment or a file; each ends in a redirect. */
export async function recordDetailPage(
  astro: AstroGlobal,
  def: RecordTypeDef,
  id: number,
): Promise<Response | { record: RecordDetail; custom: FieldDef[]; people: { empId: number; name: string }[] }> {
  const api = recordsApiOf(astro, def);
  const { t } = astro.locals;
  const here = detailHref(def, id);
  if (astro.request.method === 'POST') {
    const { posted, files } = await readPosted(astro.request);
    const key = posted['formKey'] || newFormKey();
    try {
      if (posted['action'] === 'transition') {
        const to = posted['to'] ?? '';
        const moved = await api.transition(
          id,
          to,
          posted['note'] ?? '',
          Number(posted['version']),
          key,
          await dialogFields(api, def, to, posted),
        );
        const state = def.states.find((s) => s.name === moved.state);
        return redirectWith(astro, here, t('recordEngine.moved', { id, state: state ? state.label[astro.locals.lang] : moved.state }));
      }
      if (posted['action'] === 'acknowledge') {
        await api.acknowledge(id, key);
        return redirectWith(astro, here, t('recordEngine.acknowledged'));
      }
      if (posted['action'] === 'comment') {
        await api.comment(id, posted['body'] ?? '', key);
        return redirectWith(astro, `${here}#comments`, t('recordEngine.commented'));
      }
      if (posted['action'] === 'attach') {
        const file = files['file'];
        if (!file) return redirectWith(astro, here, t('recordEngine.errors.file-required'), 'error');
        await api.attach(id, file, posted['field'] || undefined, key);
        return redirectWith(astro, `${here}#attachments`, t('recordEngine.attached', { name: file.name }));
      }
    } catch (error) {
      const failure = pageFailure(error, t);
      const details = Object.entries(failure.fields).map(([field, message]) => `${labelOf(def, field, astro.locals.lang)}: ${message}`);
      return redirectWith(astro, here, [failure.summary, ...details].join(' '), 'error');
    }
  }
  let record: RecordDetail;
  try {
    record = await api.get(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new HttpError(404, 'No such record');
    throw error;
  }
  const [customInfo, people] = await Promise.all([api.customFields(), api.people(record.plant)]);
  return { record, custom: customInfo.map(customAsField), people };
}

/** The fields a transition's dialog asked for (its `requires`), as the record's values; none for a transition without a dialog. */
async function dialogFields(
  api: ReturnType<typeof recordsApiOf>,
  def: RecordTypeDef,
  to: string,
  posted: PostedForm,
): Promise<RecordValues> {
  const transition = def.transitions.find((t) => t.name === to || t.to === to);
  const asked = (transition?.requires ?? []).filter((name) => name in posted);
  if (asked.length === 0) return {};
  const all = valuesOfPosted(def, (await api.customFields()).map(customAsField), posted);
  return Object.fromEntries(asked.filter((name) => name in all).map((name) => [name, all[name]!]));
}

/** A field's label by its name or path (`actionItems.0.owner`), for messages. */
export function labelOf(def: RecordTypeDef, path: string, lang: 'en' | 'es'): string {
  const [name = '', , child] = path.split('.');
  const table = def.children?.find((c) => c.name === name);
  const field = table ? table.fields.find((f) => f.name === child) : def.fields.find((f) => f.name === name);
  return field ? field.label[lang] : name;
}
