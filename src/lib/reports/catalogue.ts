import { downtimeReports } from '@/lib/records/types/downtime/reports';
import type { ReportDef } from './definition';

const extra: ReportDef[] = [];

/** Every report of the portal: each written beside the data it reads (a record type's folder), listed here once. */
export function reports(): readonly ReportDef[] {
  return [...downtimeReports, ...extra];
}

/** Adds a report before the API is created (a test's throwaway report, a deployment's own); a name already used is refused. */
export function addReport(def: ReportDef): void {
  if (reports().some((r) => r.name === def.name)) throw new Error(`Report ${def.name} exists already`);
  extra.push(def);
}

/** The report of this name, or undefined. */
export function reportOf(name: string): ReportDef | undefined {
  return reports().find((r) => r.name === name);
}

/** The reports over one source (a type's list shows those over its records). */
export function reportsOver(source: string): ReportDef[] {
  return reports().filter((r) => r.source.name === source);
}
