import { apiCall, newIdempotencyKey } from '@/lib/browser/api-client';
import type { MoveRequestInput, MoveRequestRow, ShortEndInput } from './move-schemas';
import type { BinStock, Confirmation, JobDetail, JobStatus, JobSummary, MaterialIssueInput, MaterialIssueResult } from './schemas';

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
 * `ApiError` with the API's code and fields). A write takes the form's key, kept for its retry.
 */
export const materialsApi = {
  resourceGroups: (plant: string) => apiCall<string[]>('GET', 'ResourceGroups', { query: { plant } }),
  jobs: (query: { plant?: string; resourceGroup?: string; search?: string }) => apiCall<JobSummary[]>('GET', 'Jobs', { query }),
  job: (jobNum: string) => apiCall<JobDetail>('GET', `Jobs/${seg(jobNum)}`),
  bins: (partNum: string, plant: string) =>
    apiCall<(BinStock & { plant: string })[]>('GET', `Parts/${seg(partNum)}/Bins`, { query: { plant } }),
  issue: (input: MaterialIssueInput & { confirm?: Confirmation[] }, key: string) =>
    apiCall<MaterialIssueResult>('POST', 'MaterialIssues', { body: input, idempotencyKey: key }),
  setIssuedComplete: (jobNum: string, assemblySeq: number, mtlSeq: number, issuedComplete: boolean, key: string) =>
    apiCall<{ issuedComplete: boolean }>('PATCH', `Jobs/${seg(jobNum)}/Materials/${assemblySeq}/${mtlSeq}`, {
      body: { issuedComplete },
      idempotencyKey: key,
    }),
  setJobStatus: (jobNum: string, status: JobStatus, key: string) =>
    apiCall<{ status: JobStatus }>('PATCH', `Jobs/${seg(jobNum)}`, { body: { status }, idempotencyKey: key }),
  createMove: (input: MoveRequestInput, key: string) =>
    apiCall<{ id: number }>('POST', 'MoveRequests', { body: input, idempotencyKey: key }),
  moves: (plant: string) => apiCall<MoveRequestRow[]>('GET', 'MoveRequests', { query: { plant } }),
  recordShortEnds: (input: ShortEndInput, key: string) =>
    apiCall<{ id: number; tranId: number }>('POST', 'ShortEnds', { body: input, idempotencyKey: key }),
  shortEndLocations: (plant: string) => apiCall<ShortEndLocation[]>('GET', 'ShortEnds/Locations', { query: { plant } }),
  setMoveStatus: (id: number, status: 'taken' | 'done' | 'cancelled', key: string) =>
    apiCall<{ id: number; status: string }>('PATCH', `MoveRequests/${id}`, { body: { status }, idempotencyKey: key }),
};
