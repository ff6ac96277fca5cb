import { formatDateTime } from '@/lib/i18n/date-format';
import { say, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';

/** A field's value as a page shows it: choices by their label, employees by name, yes/no, dates as written. */
export function shownValue(field: FieldDef, value: unknown, lang: 'en' | 'es', people: readonly { empId: number; name: string }[]): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.kind) {
    case 'checkbox':
      return value === true ? (lang === 'es' ? 'Sí' : 'Yes') : 'No';
    case 'choice': {
      const option = field.options?.find((o) => o.value === value);
      return option ? say(option.label, lang) : String(value);
    }
    case 'employee':
      return people.find((p) => p.empId === value)?.name ?? `#${String(value)}`;
    case 'number':
      return field.unit ? `${String(value)} ${field.unit}` : String(value);
    case 'dateTime':
      return formatDateTime(String(value), lang, 'medium');
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** Whether a value is shown as a link: a `link` field holding a page of the portal (never another site). */
export function isPortalLink(field: FieldDef, value: unknown): boolean {
  return field.link === true && typeof value === 'string' && /^\/[A-Za-z]/.test(value) && !value.startsWith('//');
}

/**
 * The new-record page a follow-up opens, its query filled from the record.
 * @example followUpHref({ path: '/CA/new', fill: { subject: 'defect', sourceRef: '{path}' } }, record, '/NonConformance/7')
 */
export function followUpHref(
  followUp: NonNullable<RecordTypeDef['followUp']>,
  record: { id: number; fields: Record<string, unknown> },
  path: string,
): string {
  const query = new URLSearchParams();
  for (const [target, source] of Object.entries(followUp.fill)) {
    const value =
      source === '{id}' ? String(record.id) : source === '{path}' ? path : source in record.fields ? record.fields[source] : source;
    if (value !== null && value !== undefined && value !== '') query.set(target, String(value));
  }
  return `${followUp.path}?${query}`;
}
