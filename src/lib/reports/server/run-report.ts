import { sql, type SQL } from 'drizzle-orm';
import { say } from '@/lib/records/engine/definition';
import { PLANTS } from '@/lib/plants/plants';
import type { Database } from '@/lib/server/db/database';
import { groupName, type GroupDef, type MeasureDef, type ReportDef } from '@/lib/reports/definition';
import type { ReportParams } from '@/lib/reports/params';
import type { ReportAnswer, ReportColumn } from '@/lib/reports/schemas';
import type { SourceField } from '@/lib/reports/source';
import type { ReportSource } from './report-source';

/** What one asking of a report may see: the plants of the caller ('every' for administrators). */
export interface ReportScope {
  plants: ReadonlySet<string> | 'every';
  lang: 'en' | 'es';
}

/** A date-time in its row's plant's local time (shifts, days and months are the plant's own). */
function local(value: SQL, plant: SQL | undefined): SQL {
  if (!plant) return sql`(${value} at time zone 'UTC')`;
  const cases = PLANTS.map((p) => sql`when ${p.id} then ${value} at time zone ${p.zone}`);
  return sql`(case ${plant} ${sql.join(cases, sql` `)} else ${value} at time zone 'UTC' end)`;
}

/** A date field as the plant's local timestamp (a date is its own day). */
function localOf(source: ReportSource, field: string): SQL {
  const column = source.columns[field]!;
  const kind = source.shape.fields[field]?.kind;
  const plantField = source.shape.plantField;
  return kind === 'date' ? sql`(${column})::timestamp` : local(column, plantField ? source.columns[plantField] : undefined);
}

/** The SQL of a group's value, as text. */
function groupValue(source: ReportSource, group: GroupDef<string>): SQL {
  if (!('bucket' in group)) return sql`(${source.columns[group.field]!})::text`;
  const at = localOf(source, group.field);
  switch (group.bucket) {
    case 'day':
      return sql`to_char(${at}, 'YYYY-MM-DD')`;
    case 'week':
      return sql`to_char(date_trunc('week', ${at}), 'YYYY-MM-DD')`;
    case 'month':
      return sql`to_char(${at}, 'YYYY-MM')`;
    case 'shift':
      return sql`(case when extract(hour from ${at}) >= 6 and extract(hour from ${at}) < 14 then '1' when extract(hour from ${at}) >= 14 and extract(hour from ${at}) < 22 then '2' else '3' end)`;
  }
}

function measureValue(m: MeasureDef<string>, x: SQL): SQL {
  if (m.fn === 'count') return sql`count(*)::int`;
  if (m.fn === 'sum') return sql`coalesce(sum(${x}), 0)::float8`;
  return sql`${sql.raw(m.fn)}(${x})::float8`;
}

/** The condition of a report's rows: its source's, the caller's plants, and the filters asked. */
function whereOf(def: ReportDef, source: ReportSource, params: ReportParams, scope: ReportScope): SQL {
  const parts: SQL[] = source.where ? [source.where] : [];
  const plantField = source.shape.plantField;
  const plantColumn = plantField ? source.columns[plantField] : undefined;
  if (plantColumn && scope.plants !== 'every') {
    const mine = [...scope.plants];
    parts.push(
      mine.length
        ? sql`${plantColumn} in (${sql.join(
            mine.map((p) => sql`${p}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (plantColumn && params.plant) parts.push(sql`${plantColumn} = ${params.plant}`);
  const filters = { ...(def.where as Record<string, readonly string[]> | undefined), ...params.filters };
  for (const [field, values] of Object.entries(filters)) {
    const column = source.columns[field]!;
    parts.push(
      values.length
        ? sql`(${column})::text in (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (params.dateField && (params.from || params.to)) {
    const day = sql`(${localOf(source, params.dateField)})::date`;
    if (params.from) parts.push(sql`${day} >= ${params.from}::date`);
    if (params.to) parts.push(sql`${day} <= ${params.to}::date`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The rows of a raw result, whichever driver answered. */
const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/** The columns of the answer, in the caller's language (a choice's words from its options, a reference's from its rows). */
function columnsOf(def: ReportDef, source: ReportSource, rows: readonly Record<string, unknown>[], lang: 'en' | 'es'): ReportColumn[] {
  const none = lang === 'es' ? '(sin valor)' : '(none)';
  const groups = def.groupBy.map((g, i): ReportColumn => {
    const field: SourceField | undefined = source.shape.fields[g.field];
    const labels: Record<string, string> = {};
    for (const row of rows) {
      const value = row[`g${i}`];
      const word = row[`l${i}`];
      if (value === null || value === undefined) labels[''] = none;
      else if (field?.options)
        labels[String(value)] = say(field.options.find((o) => o.value === value)?.label ?? { en: String(value), es: String(value) }, lang);
      else if (typeof word === 'string') labels[String(value)] = word;
    }
    const label =
      'bucket' in g
        ? `${say(field?.label ?? { en: g.field, es: g.field }, lang)} (${bucketWord(g.bucket, lang)})`
        : say(field?.label ?? { en: g.field, es: g.field }, lang);
    return { name: groupName(g), label, role: 'group', type: 'text', ...(Object.keys(labels).length ? { labels } : {}) };
  });
  const measures = def.measures.map((m): ReportColumn => {
    const decimals = m.fn === 'count' ? 0 : (m.decimals ?? source.shape.fields[m.field]?.decimals);
    return { name: m.name, label: say(m.label, lang), role: 'measure', type: 'number', ...(decimals !== undefined ? { decimals } : {}) };
  });
  return [...groups, ...measures];
}

const BUCKET_WORDS = {
  en: { day: 'day', week: 'week', month: 'month', shift: 'shift' },
  es: { day: 'día', week: 'semana', month: 'mes', shift: 'turno' },
} as const;
const bucketWord = (bucket: keyof (typeof BUCKET_WORDS)['en'], lang: 'en' | 'es') => BUCKET_WORDS[lang][bucket];

/** Orders rows by the report's sort (nulls last), then by the groups in order (ascending), so ties keep one order. */
function sortRows(def: ReportDef, rows: Record<string, string | number | null>[]): void {
  const keys: [string, number][] = def.groupBy.map((g) => [groupName(g), 1]);
  if (def.sort) keys.unshift([def.sort.by, def.sort.dir === 'desc' ? -1 : 1]);
  const compare = (x: string | number | null, y: string | number | null) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
  rows.sort((a, b) => {
    for (const [key, dir] of keys) {
      const order = compare(a[key] ?? null, b[key] ?? null);
      if (order === 0) continue;
      // Nulls stay last whichever way the column is sorted.
      return a[key] === null || b[key] === null ? order : order * dir;
    }
    return 0;
  });
}

/**
 * Answers a report: one grouped read of its source (the groups and the grand total in one pass, by grouping
 * sets), the caller's plants only, in the caller's language.
 */
export async function runReport(
  db: Database,
  def: ReportDef,
  source: ReportSource,
  params: ReportParams,
  scope: ReportScope,
): Promise<ReportAnswer> {
  // The source's values are named in an inner select first: the grouping then names plain columns, which
  // PostgreSQL matches whatever parameters the source's expressions carry.
  const id = (name: string) => sql.identifier(name);
  const inner: SQL[] = def.groupBy.map((g, i) => sql`${groupValue(source, g)} as ${id(`g${i}`)}`);
  def.measures.forEach((m, i) => {
    if (m.fn !== 'count') inner.push(sql`${source.columns[m.field]!} as ${id(`x${i}`)}`);
  });
  const groups = def.groupBy.map((_, i) => id(`g${i}`));
  const selects: SQL[] = groups.map((g, i) => sql`${g} as ${id(`g${i}`)}`);
  def.measures.forEach((m, i) => selects.push(sql`${measureValue(m, sql`${id(`x${i}`)}`)} as ${id(`m${i}`)}`));
  selects.push(sql`grouping(${groups[0]!}) as "total"`);
  // A reference's words are looked up once per group, outside the grouping.
  const labels: SQL[] = [];
  def.groupBy.forEach((g, i) => {
    const label = !('bucket' in g) ? source.labels?.[g.field] : undefined;
    if (label) labels.push(sql`${label(sql`${id('q')}.${id(`g${i}`)}`)} as ${id(`l${i}`)}`);
  });
  const result = await db.execute(sql`select q.*${labels.length ? sql`, ${sql.join(labels, sql`, `)}` : sql``} from (
    select ${sql.join(selects, sql`, `)} from (
      select ${sql.join(inner, sql`, `)} from ${source.from} where ${whereOf(def, source, params, scope)}
    ) as v
    group by grouping sets ((${sql.join(groups, sql`, `)}), ())) as q`);
  const raw = rowsOf(result);
  const totalRow = raw.find((r) => Number(r['total']) === 1);
  const groupRows = raw.filter((r) => Number(r['total']) !== 1);
  const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const rows = groupRows.map((r) => {
    const row: Record<string, string | number | null> = {};
    def.groupBy.forEach((g, i) => (row[groupName(g)] = (r[`g${i}`] as string | null) ?? null));
    def.measures.forEach((m, i) => (row[m.name] = number(r[`m${i}`])));
    return row;
  });
  sortRows(def, rows);
  const totals: Record<string, number | null> = {};
  def.measures.forEach((m, i) => (totals[m.name] = totalRow ? number(totalRow[`m${i}`]) : m.fn === 'count' || m.fn === 'sum' ? 0 : null));
  return {
    name: def.name,
    title: say(def.title, scope.lang),
    columns: columnsOf(def, source, groupRows, scope.lang),
    rows,
    totals,
    ...(def.chart ? { chart: def.chart } : {}),
  };
}
