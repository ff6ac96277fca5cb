import type { AssetEvent } from './schemas';

/** The two checklist applications and the kinds each covers. */
export const CHECKLIST_APPS = {
  hoist: { link: '/hoistchecklist', kinds: ['hoist', 'crane'] },
  lift: { link: '/liftchecklist', kinds: ['forklift', 'scissor lift'] },
} as const;
/** 'hoist' or 'lift'. */
export type ChecklistApp = keyof typeof CHECKLIST_APPS;

/** The application of an asset kind. */
export function appOfKind(kind: string): ChecklistApp {
  return (CHECKLIST_APPS.lift.kinds as readonly string[]).includes(kind) ? 'lift' : 'hoist';
}

/** The page of an asset in its application. */
export function assetPath(assetNumber: string, kind: string): string {
  const query = `asset=${encodeURIComponent(assetNumber)}`;
  return appOfKind(kind) === 'lift' ? `/liftchecklist?${query}` : `/hoistchecklist/asset?${query}`;
}

/** Who may edit the items of a checklist. */
export const MAINTENANCE_MANAGER = 'Maintenance_Manager';
/** Who may clear an asset out of service (with the managers). */
export const MAINTENANCE_TECH = 'Maintenance_Tech';

/**
 * The shift of a time of day: 1st from 06:00, 2nd from 14:00, 3rd from 22:00 (it belongs to the day it started).
 * @example shiftAt(new Date('2026-11-22T23:00')) // { date: '2026-11-22', shift: 3 }
 */
export function shiftAt(time: Date): { date: string; shift: 1 | 2 | 3 } {
  const hour = time.getHours();
  const day = new Date(time);
  if (hour < 6) day.setDate(day.getDate() - 1);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return { date, shift: hour >= 6 && hour < 14 ? 1 : hour >= 14 && hour < 22 ? 2 : 3 };
}

/**
 * Why an out-of-service asset is out, in the reader's language: the Not OK items of the newest
 * checklist that found any (each item's text as it was asked, in en or es) with their comments; null
 * when the history holds no such checklist (then the stored English reason is all there is).
 */
export function outOfServiceReasonOf(history: readonly AssetEvent[], lang: string): string | null {
  const found = history.find((e): e is Extract<AssetEvent, { type: 'inspection' }> => e.type === 'inspection' && e.notOk);
  const notOk = (found?.answers ?? []).filter((a) => a.answer === 'not-ok').sort((a, b) => a.itemId - b.itemId);
  if (notOk.length === 0) return null;
  return notOk.map((a) => `${lang === 'es' ? a.textEs : a.textEn}: ${a.comment}`).join('; ');
}
