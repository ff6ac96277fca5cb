import type { JsonCall } from '@/lib/api/json-call';
import type { Asset, AssetPage, ChecklistItem, InspectionResult } from './checklist';

/** The checklist calls of the company API; every failed call throws an `ApiError`. */
export function createChecklistApi(call: JsonCall) {
  const key = (k: string) => ({ 'idempotency-key': k });
  return {
    assets: (app: 'hoist' | 'lift', plant?: string) => call<Asset[]>('GET', 'Checklists/Assets', { app, ...(plant ? { plant } : {}) }),
    asset: (asset: string) => call<AssetPage>('GET', `Checklists/Assets/${encodeURIComponent(asset)}`),
    inspect: (asset: string, body: unknown, k: string) =>
      call<InspectionResult>('POST', `Checklists/Assets/${encodeURIComponent(asset)}/Inspections`, undefined, body, key(k)),
    clear: (asset: string, note: string, k: string) =>
      call<Asset>('POST', `Checklists/Assets/${encodeURIComponent(asset)}/Clear`, undefined, { note }, key(k)),
    items: (kind: string) => call<ChecklistItem[]>('GET', `Checklists/Items/${encodeURIComponent(kind)}`),
    saveItems: (kind: string, items: { textEn: string; textEs: string }[]) =>
      call<ChecklistItem[]>('PUT', `Checklists/Items/${encodeURIComponent(kind)}`, undefined, { items }),
  };
}
