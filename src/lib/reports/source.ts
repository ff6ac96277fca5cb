import type { Bilingual, ChoiceOption } from '@/lib/records/engine/definition';

/** What a report may do with a field of a source: group or filter by it (choice, reference, plant, text), bucket it (date), measure it (number). */
export type SourceFieldKind = 'number' | 'date' | 'dateTime' | 'choice' | 'reference' | 'plant' | 'text';

/** One field a source offers to reports, with its label and, for a choice, its words. */
export interface SourceField {
  kind: SourceFieldKind;
  label: Bilingual;
  options?: readonly ChoiceOption[];
  /** number: decimals shown (0: whole numbers). */
  decimals?: number;
}

/**
 * The browser-safe half of a named source of report data: its name and typed fields. The server half
 * (how each field is read) is registered by the feature that owns the data (`reportSources` on its Feature).
 * `F` is the union of its field names, so a report's fields are checked by the compiler.
 */
export interface SourceShape<F extends string = string> {
  /** `records/Downtime`, `materials/ledger`, `labor/punches`. */
  name: string;
  title: Bilingual;
  fields: Readonly<Record<F, SourceField>>;
  /** The field holding the plant of a row: the caller sees rows of their plants only. */
  plantField?: NoInfer<F>;
  /** The records of this source open at this list page, filtered by the query a report adds (`/Downtime`). */
  listPath?: string;
}

/** The name of the records source of a record type. */
export const recordSourceName = (type: string): string => `records/${type}`;

/**
 * A reference to a source by name, typed by its field names, for a report written before its source's shape
 * can be imported (a record type written in parallel): the registry checks the names against the real source at start.
 * @example const downtime = sourceNamed<'reason' | 'minutes'>('records/Downtime')
 */
export function sourceNamed<F extends string>(name: string): SourceRef<F> {
  return { name };
}

/** A source as a report names it: its name, and (phantom) its field names. */
export interface SourceRef<F extends string> {
  name: string;
  /** Never set: carries the field names for the compiler. */
  readonly fieldNames?: F;
}
