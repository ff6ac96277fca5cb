import { say, type FieldDef } from '@/lib/records/engine/definition';

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
      return new Date(String(value)).toLocaleString(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
