import type { JsonCall } from '@/lib/api/json-call';
import type { Bom, Eau, OnHand, PartFile, PartHeader, PartSearchResult, PurchaseHistory, WhereUsed, whereUsedModes } from './schemas';

/** Which where-used a page shows. */
export type WhereUsedMode = (typeof whereUsedModes)[number];

const part = (partNum: string): string => `PartSearch/${encodeURIComponent(partNum)}`;
const withPlant = (plant: string): Record<string, string> => (plant ? { plant } : {});

/** The part search calls of the company API, typed by the contract in ./schemas, for the pages. */
export function createPartSearchApi(call: JsonCall) {
  return {
    search: (q: string, plant: string, limit = 25) =>
      call<PartSearchResult>('GET', 'PartSearch', { q, ...withPlant(plant), limit: String(limit) }),
    header: (partNum: string, plant: string) => call<PartHeader>('GET', part(partNum), withPlant(plant)),
    bom: (partNum: string, plant: string, qty: number) =>
      call<Bom>('GET', `${part(partNum)}/Bom`, { ...withPlant(plant), qty: String(qty) }),
    whereUsed: (partNum: string, mode: WhereUsedMode, plant: string) =>
      call<WhereUsed>('GET', `${part(partNum)}/WhereUsed`, { mode, ...withPlant(plant) }),
    onHand: (partNum: string, plant: string) => call<OnHand>('GET', `${part(partNum)}/OnHand`, withPlant(plant)),
    purchases: (partNum: string, plant: string) => call<PurchaseHistory>('GET', `${part(partNum)}/PurchaseHistory`, withPlant(plant)),
    eau: (partNum: string, plant: string) => call<Eau>('GET', `${part(partNum)}/Eau`, withPlant(plant)),
    partFiles: (partNum: string) => call<PartFile[]>('GET', `${part(partNum)}/Files`),
    jobFiles: (jobNum: string) => call<PartFile[]>('GET', `JobFiles/${encodeURIComponent(jobNum)}/Files`),
  };
}

/** The part search client a page uses. */
export type PartSearchApi = ReturnType<typeof createPartSearchApi>;
