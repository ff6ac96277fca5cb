import { reportProblems, type ReportDef } from '@/lib/reports/definition';
import type { ReportSource } from './report-source';

/**
 * Each report with its source, checked once when the API is made: a report naming a field its source lacks
 * stops the start with one message naming the report and the field. A report whose source no feature
 * registers (its record type not yet defined) is left out of the API.
 */
export function checkedReports(all: readonly ReportDef[], sources: readonly ReportSource[]): Map<ReportDef, ReportSource> {
  const found = new Map<ReportDef, ReportSource>();
  const problems: string[] = [];
  for (const def of all) {
    const source = sources.find((s) => s.shape.name === def.source.name);
    if (!source) continue;
    problems.push(...reportProblems(def, source.shape));
    found.set(def, source);
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return found;
}
