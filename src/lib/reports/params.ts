/** The filters of one asking of a report, checked against its source (see `parseReportParams`). */
export interface ReportParams {
  /** One plant, or undefined for every plant the caller may see. */
  plant?: string | undefined;
  /** The date field `from`/`to` filter by. */
  dateField?: string | undefined;
  /** Local days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** A choice, reference or text field's accepted values. */
  filters: Readonly<Record<string, readonly string[]>>;
}

/** The query parameters every report takes besides its source's fields. */
export const REPORT_PARAMS = ['plant', 'from', 'to', 'dateField', 'format'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A failure of a parameter: the field it names, a code and a message. */
export interface ParamProblem {
  field: string;
  code: string;
  message: string;
}

/** The report's filters from a query string, or the first problem, naming its parameter. */
export function parseReportParams(
  query: Readonly<Record<string, string>>,
  fields: Readonly<Record<string, { kind: string; options?: readonly { value: string }[] | undefined }>>,
  defaultDateField: string | undefined,
): ReportParams | ParamProblem {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if ((REPORT_PARAMS as readonly string[]).includes(key)) continue;
    const field = fields[key];
    if (!field || !['choice', 'reference', 'plant', 'text'].includes(field.kind))
      return { field: key, code: 'unknown-filter', message: `${key} is not a filter of this report` };
    const values = value.split(',').filter(Boolean);
    const bad = field.options && values.find((v) => !field.options?.some((o) => o.value === v));
    if (bad) return { field: key, code: 'unknown-value', message: `${bad} is not a value of ${key}` };
    filters[key] = values;
  }
  for (const key of ['from', 'to'] as const)
    if (query[key] !== undefined && !(DAY.test(query[key]) && !Number.isNaN(Date.parse(query[key]))))
      return { field: key, code: 'invalid-date', message: 'must be a date such as 2026-11-30' };
  if (query['from'] && query['to'] && query['from'] > query['to'])
    return { field: 'to', code: 'range-reversed', message: 'must not be before from' };
  const dateField = query['dateField'] ?? defaultDateField;
  if (dateField !== undefined && fields[dateField]?.kind !== 'date' && fields[dateField]?.kind !== 'dateTime')
    return { field: 'dateField', code: 'unknown-field', message: `${dateField} is not a date field of this report` };
  if ((query['from'] || query['to']) && dateField === undefined)
    return { field: 'dateField', code: 'required', message: 'name the date field the range applies to' };
  const plant = query['plant'] && query['plant'] !== 'All' ? query['plant'] : undefined;
  return { plant, dateField, from: query['from'], to: query['to'], filters };
}

/** Whether `parseReportParams` answered a problem. */
export const isParamProblem = (x: ReportParams | ParamProblem): x is ParamProblem => 'code' in x;
