import type { JsonCall } from '@/lib/api/json-call';
import type { Asset, AssetListQuery, AssetPage, ChecklistItem, InspectionBody, InspectionResult, ItemsInput } from './schemas';

/** The checklist calls of the company API, typed by its contract (`./schemas`); every failed call throws an `ApiError`. */
export function createChecklistApi(call: JsonCall) {
  const key = (k: string) => ({ 'idempotency-key': k });
  return {
    assets: (query: AssetListQuery) => call<Asset[]>('GET', 'Checklists/Assets', query),
    asset: (asset: string) => call<AssetPage>('GET', `Checklists/Assets/${encodeURIComponent(asset)}`),
    inspect: (asset: string, body: InspectionBody, k: string) =>
      call<InspectionResult>('POST', `Checklists/Assets/${encodeURIComponent(asset)}/Inspections`, undefined, body, key(k)),
    clear: (asset: string, note: string, k: string) =>
      call<Asset>('POST', `Checklists/Assets/${encodeURIComponent(asset)}/Clear`, undefined, { note }, key(k)),
    items: (kind: string) => call<ChecklistItem[]>('GET', `Checklists/Items/${encodeURIComponent(kind)}`),
    saveItems: (kind: string, items: ItemsInput['items']) =>
      call<ChecklistItem[]>('PUT', `Checklists/Items/${encodeURIComponent(kind)}`, undefined, { items }),
  };
}
