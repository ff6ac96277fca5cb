import type { ParetoBar, WeldLeakEntry } from './schemas';

/** The sub-application that may change a closed entry. */
export const WELD_LEAK_ADMIN = 'weldleakrepair_Admin';
/** The application link of weld leak repair. */
export const WELD_LEAK_APP = '/weldleakrepair';

/** The repair fields 'Close Entry' needs; the names of the missing ones. */
export function missingRepairFields(entry: Pick<WeldLeakEntry, 'repairInitials' | 'repairMinutes' | 'correctiveAction'>): string[] {
  const missing: string[] = [];
  if (!entry.repairInitials) missing.push('repairInitials');
  if (entry.repairMinutes === null) missing.push('repairMinutes');
  if (!entry.correctiveAction) missing.push('correctiveAction');
  return missing;
}

/**
 * Counts sorted largest first with their cumulative percentage.
 * @example paretoOf([{ key: 'crack', count: 1 }, { key: 'undercut', count: 3 }]) // [{ key: 'undercut', count: 3, cumulative: 75 }, { key: 'crack', count: 1, cumulative: 100 }]
 */
export function paretoOf(counts: readonly { key: string; count: number }[]): ParetoBar[] {
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const total = sorted.reduce((sum, c) => sum + c.count, 0);
  let running = 0;
  return sorted.map((c) => {
    running += c.count;
    return { key: c.key, count: c.count, cumulative: total === 0 ? 0 : Math.round((running / total) * 1000) / 10 };
  });
}
