import type { FieldDef, RecordTypeDef } from '@/lib/records/engine/definition';
import { recordSourceName, type SourceField, type SourceFieldKind, type SourceShape } from './source';

/** The typed columns every record has, offered to reports beside the type's own fields. */
export const RECORD_COLUMNS = ['plant', 'state', 'owner', 'createdAt', 'updatedAt'] as const;

/** The field names a report may use of a record type: its own fields and the typed columns. */
export type RecordSourceFields<T extends Pick<RecordTypeDef, 'fields'>> = T['fields'][number]['name'] | (typeof RECORD_COLUMNS)[number];

/** How a report reads a field of a record, by its kind (undefined: not offered: long text, attachments, checkboxes). */
export function reportKindOf(field: Pick<FieldDef, 'kind'>): SourceFieldKind | undefined {
  switch (field.kind as string) {
    case 'number':
    case 'date':
    case 'dateTime':
    case 'choice':
    case 'plant':
    case 'text':
      return field.kind as SourceFieldKind;
    case 'longText':
    case 'attachment':
    case 'checkbox':
      return undefined;
    default:
      // employee, part, job, bin and every other reference kind: grouped and filtered by their value.
      return 'reference';
  }
}

/**
 * The source shape of a record type's records: what the records feature registers, and what a report over
 * records of that type is typed by.
 * @example defineReport(recordSourceShape(gaugeRequest), { ... groupBy: [{ field: 'gaugeKind' }] })
 */
export function recordSourceShape<const T extends RecordTypeDef>(def: T): SourceShape<RecordSourceFields<T>> {
  const fields: Record<string, SourceField> = {
    plant: { kind: 'plant', label: { en: 'Plant', es: 'Planta' } },
    state: { kind: 'choice', label: { en: 'State', es: 'Estado' }, options: def.states.map((s) => ({ value: s.name, label: s.label })) },
    owner: { kind: 'reference', label: { en: 'Owner', es: 'Responsable' } },
    createdAt: { kind: 'dateTime', label: { en: 'Created', es: 'Creado' } },
    updatedAt: { kind: 'dateTime', label: { en: 'Updated', es: 'Actualizado' } },
  };
  for (const f of def.fields) {
    const kind = reportKindOf(f);
    if (!kind) continue;
    fields[f.name] = {
      kind,
      label: f.label,
      ...(f.options ? { options: f.options } : {}),
      ...(f.decimals !== undefined ? { decimals: f.decimals } : {}),
    };
  }
  return {
    name: recordSourceName(def.type),
    title: def.title,
    fields: fields as Record<RecordSourceFields<T>, SourceField>,
    plantField: 'plant',
    listPath: def.app,
  };
}
