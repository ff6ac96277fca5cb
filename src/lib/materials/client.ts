import { apiCall, newIdempotencyKey } from '@/lib/browser/api-client';
import type { MoveRequestRow } from './move-schemas';
import type { BinStock, JobDetail, JobSummary } from './schemas';

export { newIdempotencyKey };

/** A path segment of a key typed or scanned by a person. */
const seg = (value: string | number): string => encodeURIComponent(String(value));

/** A short-end location as GET /v1/ShortEnds/Locations answers it. */
export interface ShortEndLocation {
  warehouseCode: string;
  binNum: string;
  partNum: string | null;
  heatNum: string | null;
  lengthIn: number | null;
}

/**
 * The materials calls of the islands, typed by the shared contract (./schemas, ./move-schemas), made
 * with the islands' one client `apiCall` (/api/v1 pass-through, Idempotency-Key on writes, loading bar,
 * `ApiError` with the API's code and fields). Writes go through the outbox (`sendOrKeep` in src/lib/outbox/island.ts).
 */
export const materialsApi = {
  resourceGroups: (plant: string) => apiCall<string[]>('GET', 'ResourceGroups', { query: { plant } }),
  jobs: (query: { plant?: string; resourceGroup?: string; search?: string }) => apiCall<JobSummary[]>('GET', 'Jobs', { query }),
  job: (jobNum: string) => apiCall<JobDetail>('GET', `Jobs/${seg(jobNum)}`),
  bins: (partNum: string, plant: string) =>
    apiCall<(BinStock & { plant: string })[]>('GET', `Parts/${seg(partNum)}/Bins`, { query: { plant } }),
  moves: (plant: string) => apiCall<MoveRequestRow[]>('GET', 'MoveRequests', { query: { plant } }),
  shortEndLocations: (plant: string) => apiCall<ShortEndLocation[]>('GET', 'ShortEnds/Locations', { query: { plant } }),
};
