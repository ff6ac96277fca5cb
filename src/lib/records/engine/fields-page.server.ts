import { newFormKey } from '@/lib/forms/form-post.server';
import type { AstroGlobal } from 'astro';
import { apiCallOf } from '@/lib/api/api-call.server';
import { isAdministrator } from '@/lib/auth/permissions';
import { formPost } from '@/lib/forms/form-post.server';
import { HttpError } from '@/lib/http/errors';
import { say, type RecordTypeDef } from './definition';

/** A field of a type as GET /v1/RecordTypes answers it (custom ones say so). */
export interface TypeFieldInfo {
  name: string;
  kind: string;
  label: string;
  required: boolean;
  custom?: boolean;
  listColumn?: boolean;
}

/** The kinds an administrator may add (as the API's CUSTOM_KINDS). */
export const ADDABLE_KINDS = ['text', 'longText', 'number', 'date', 'checkbox', 'choice', 'employee'] as const;

/**
 * Options typed one a line as 'value | English | Español'.
 * @example optionsOf('scrap | Scrap | Desecho') // [{ value: 'scrap', label: { en: 'Scrap', es: 'Desecho' } }]
 */
export function optionsOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = '', en = '', es = ''] = line.split('|').map((part) => part.trim());
      return { value, label: { en, es } };
    });
}

/**
 * A type's fields screen (its list's `?fields=1`, Apps_Security only): every field, and a form that
 * adds one at runtime through POST /v1/RecordTypes/{type}/CustomFields (the API checks the right
 * again and writes the audit row). Post/Redirect/Get both ways, refusals as field messages.
 */
export async function recordFieldsPage(astro: AstroGlobal, def: RecordTypeDef) {
  const { t, lang } = astro.locals;
  if (!isAdministrator(astro.locals.user?.access))
    throw new HttpError(403, 'Apps_Security required', { app: def.app.replace(/^\//, ''), subApp: 'Apps_Security' });
  const call = apiCallOf(astro.locals);
  const here = `${astro.url.pathname}?fields=1`;
  const post = await formPost(
    astro,
    { feature: 'recordEngine', summarize: true, place: (field) => (field.startsWith('options') ? 'options' : field) },
    async (form) => {
      const kind = form['kind'] ?? '';
      await call(
        'POST',
        `RecordTypes/${def.type}/CustomFields`,
        undefined,
        {
          name: form['name'] ?? '',
          kind,
          labelEn: form['labelEn'] ?? '',
          labelEs: form['labelEs'] ?? '',
          required: form['required'] === 'on',
          listColumn: form['listColumn'] === 'on',
          ...(kind === 'choice' ? { options: optionsOf(form['options'] ?? '') } : {}),
        },
        { 'idempotency-key': form['formKey'] || newFormKey() },
      );
      const label = lang === 'es' ? form['labelEs'] : form['labelEn'];
      return { message: t('recordEngine.customFields.added', { label, type: say(def.title, lang) }), location: here };
    },
  );
  if (post instanceof Response) return post;
  const types = await call<{ type: string; fields: TypeFieldInfo[] }[]>('GET', 'RecordTypes', undefined, undefined, {
    'accept-language': lang,
  });
  const fields = types.find((x) => x.type === def.type)?.fields ?? [];
  return { def, fields, failure: post, listHref: astro.url.pathname };
}
