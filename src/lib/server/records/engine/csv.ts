import { say, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';
import { csvCell } from '@/lib/server/csv';
import type { StoredRecord } from './store';

// The kit's CSV cell, where the engine's callers have always found it.
export { csvCell } from '@/lib/server/csv';

/** A list as CSV (RFC 4180, CRLF, a byte-order mark so spreadsheets read it as UTF-8), headers in the caller's language. */
export function recordsCsv(def: RecordTypeDef, custom: readonly FieldDef[], items: readonly StoredRecord[], lang: string): string {
  const fields = [...def.fields, ...custom].filter((f) => f.kind !== 'attachment');
  const state = (name: string) => say(def.states.find((s) => s.name === name)?.label ?? { en: name, es: name }, lang);
  const heads =
    lang === 'es'
      ? ['Número', 'Título', 'Estado', 'Planta', 'Responsable', 'Creado', 'Actualizado']
      : ['Number', 'Title', 'State', 'Plant', 'Owner', 'Created', 'Updated'];
  const lines = [[...heads, ...fields.map((f) => say(f.label, lang))].map(csvCell).join(',')];
  for (const r of items) {
    lines.push(
      [r.id, r.title, state(r.state), r.plant, r.owner, r.createdAt, r.updatedAt, ...fields.map((f) => r.fields[f.name])]
        .map(csvCell)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
