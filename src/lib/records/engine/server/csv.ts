import { csvDocument } from '@/lib/http/csv';
import { say, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';
import type { FieldValue } from '@/lib/records/engine/validation';
import { translator } from '@/lib/i18n';
import type { StoredRecord } from './store';

/** A field's value in words in the reader's language: a choice's label, an employee's name, yes or no. */
function inWords(field: FieldDef, value: FieldValue | undefined, lang: 'en' | 'es', nameOf: (id: number) => string | undefined): unknown {
  if (value === null || value === undefined) return '';
  if (field.kind === 'choice')
    return say(field.options?.find((o) => o.value === value)?.label ?? { en: String(value), es: String(value) }, lang);
  if (field.kind === 'employee' && typeof value === 'number') return nameOf(value) ?? value;
  if (field.kind === 'checkbox') return translator(lang)(value === true ? 'recordEngine.yes' : 'recordEngine.no');
  return value;
}

/**
 * A list as CSV in words, in the reader's language (headers, states, choices, people's names; an anonymous
 * record's owner is 'Anonymous'), through the kit's formula-safe writer.
 */
export function recordsCsv(
  def: RecordTypeDef,
  custom: readonly FieldDef[],
  items: readonly StoredRecord[],
  lang: 'en' | 'es',
  nameOf: (id: number) => string | undefined = () => undefined,
): string {
  const fields = [...def.fields, ...custom].filter((f) => f.kind !== 'attachment');
  const state = (name: string) => say(def.states.find((s) => s.name === name)?.label ?? { en: name, es: name }, lang);
  const t = translator(lang);
  const heads = ['number', 'title', 'state', 'plant', 'owner', 'created', 'updated'].map((key) => t(`recordEngine.${key}`));
  const owner = (r: StoredRecord) => (r.ownerId === null ? t('recordEngine.anonymous') : r.owner);
  return csvDocument([
    [...heads, ...fields.map((f) => say(f.label, lang))],
    ...items.map((r) => [
      r.id,
      r.title,
      state(r.state),
      r.plant,
      owner(r),
      r.createdAt,
      r.updatedAt,
      ...fields.map((f) => inWords(f, r.fields[f.name], lang, nameOf)),
    ]),
  ]);
}
