import type { Bilingual } from '@/lib/records/engine/definition';
import type { SourceRef, SourceShape } from './source';

/** Date buckets a report may group by: a plant's local day, ISO week (Monday), month, or shift (1 06-14, 2 14-22, 3 22-06). */
export const BUCKETS = ['day', 'week', 'month', 'shift'] as const;
/** One of `BUCKETS`. */
export type Bucket = (typeof BUCKETS)[number];

/** The measures a report may take of a number field (count needs no field). */
export const MEASURE_FNS = ['count', 'sum', 'avg', 'min', 'max'] as const;
/** One of `MEASURE_FNS`. */
export type MeasureFn = (typeof MEASURE_FNS)[number];

/** A group of a report: a field's values, or a date field's buckets (named `as`, default the bucket's name). */
export type GroupDef<F extends string> = { field: F } | { field: F; bucket: Bucket; as?: string };

/** A measure of each group: `count`, or a function of a number field. */
export type MeasureDef<F extends string> =
  | { name: string; fn: 'count'; label: Bilingual }
  | { name: string; fn: Exclude<MeasureFn, 'count'>; field: F; label: Bilingual; decimals?: number };

/** How a report is drawn: bars, a line (for date buckets), or a Pareto (bars by size with the cumulative share). */
export interface ChartDef {
  kind: 'bar' | 'line' | 'pareto';
  /** The measure drawn. */
  measure: string;
}

/** A report: a named question asked of one source, answered as `{ columns, rows, totals }`, CSV, a page and a chart. */
export interface ReportDef<F extends string = string> {
  /** API name, PascalCase: `GET /v1/Reports/DowntimeByReason`. */
  name: string;
  /** The application it belongs to: the caller needs its right. */
  app: string;
  title: Bilingual;
  source: SourceRef<F> | SourceShape<F>;
  /** The date field `from`/`to` filter by (a caller may name another with `dateField=`); it also dates the buckets. */
  dateField?: F;
  /** One or two groups. */
  groupBy: readonly [GroupDef<F>] | readonly [GroupDef<F>, GroupDef<F>];
  measures: readonly MeasureDef<F>[];
  /** By a group's or a measure's name (default: the first group, ascending). */
  sort?: { by: string; dir: 'asc' | 'desc' };
  chart?: ChartDef;
  /** Filters always applied (a choice's values), beside those the caller adds. */
  where?: Partial<Record<F, readonly string[]>>;
}

/** The name of a group's column: its `as`, its bucket's name, or its field. */
export function groupName(group: GroupDef<string>): string {
  return 'bucket' in group ? (group.as ?? group.bucket) : group.field;
}

/** Every column name of a report, groups first. */
export function columnNames(def: ReportDef): string[] {
  return [...def.groupBy.map(groupName), ...def.measures.map((m) => m.name)];
}

/** Every problem of a report against its source's shape, in words (empty when it is sound). */
export function reportProblems(def: ReportDef, shape: SourceShape): string[] {
  const problems: string[] = [];
  const kindOf = (name: string) => (shape.fields as Record<string, { kind: string } | undefined>)[name]?.kind;
  if (!/^[A-Z][A-Za-z0-9]{1,60}$/.test(def.name)) problems.push(`name ${def.name} must be PascalCase`);
  const isDate = (name: string) => kindOf(name) === 'date' || kindOf(name) === 'dateTime';
  if (def.dateField && !isDate(def.dateField)) problems.push(`dateField ${def.dateField} is not a date field of ${shape.name}`);
  for (const g of def.groupBy) {
    if (!kindOf(g.field)) problems.push(`group ${g.field} is not a field of ${shape.name}`);
    else if ('bucket' in g && !isDate(g.field)) problems.push(`group ${g.field} buckets a field that is not a date`);
    else if ('bucket' in g && g.bucket === 'shift' && kindOf(g.field) !== 'dateTime')
      problems.push(`group ${g.field} by shift needs a date and time`);
  }
  for (const m of def.measures) {
    if (m.fn !== 'count' && kindOf(m.field) !== 'number')
      problems.push(`measure ${m.name} takes ${m.field}, which is not a number field of ${shape.name}`);
  }
  const names = columnNames(def);
  if (new Set(names).size !== names.length) problems.push('two columns share a name');
  if (def.sort && !names.includes(def.sort.by)) problems.push(`sort ${def.sort.by} is not a column`);
  if (def.chart && !def.measures.some((m) => m.name === def.chart?.measure))
    problems.push(`chart measure ${def.chart.measure} is not a measure`);
  for (const f of Object.keys(def.where ?? {})) if (!kindOf(f)) problems.push(`where ${f} is not a field of ${shape.name}`);
  return problems.map((p) => `Report ${def.name}: ${p}`);
}

/**
 * Declares a report (the identity, typed: a field the source lacks is a compile error when the source's
 * shape or typed name is given; the registry checks it again against the source at start).
 * @example export const downtimeByReason = defineReport(downtimeSource, { name: 'DowntimeByReason', groupBy: [{ field: 'reason' }], ... })
 */
export function defineReport<F extends string>(
  source: SourceRef<F> | SourceShape<F>,
  def: Omit<ReportDef<NoInfer<F>>, 'source'>,
): ReportDef<F> {
  return { ...def, source } as ReportDef<F>;
}
