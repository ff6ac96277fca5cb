import { ApiError } from '@/lib/api/errors';
import { clientFetch } from '@/lib/browser/client-fetch';
import type { ErrorDetail } from '@/lib/http/error-body';
import type { MoveRequestInput, MoveRequestRow, ShortEndInput } from './move-schemas';
import type { BinStock, Confirmation, JobDetail, JobStatus, JobSummary, MaterialIssueInput, MaterialIssueResult } from './schemas';

/**
 * The materials calls as the islands make them: through the portal's /api/v1 pass-through (the
 * session's token is added on the server), an Idempotency-Key on every write, an `ApiError` with
 * the API's code and fields on failure. Minimal until the shared island client of issue 9 lands.
 */

async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    res = await clientFetch(`/api/v1/${path}`, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  } catch (error) {
    throw new ApiError(0, path, error instanceof Error ? error.message : String(error));
  }
  if (!res.ok) {
    // Read without zod (the validator stays out of the islands' bundle); the server built this body.
    const parsed = (await res.json().catch(() => null)) as { error?: ErrorDetail } | null;
    const answer = parsed?.error && typeof parsed.error.message === 'string' && typeof parsed.error.code === 'string' ? parsed.error : undefined;
    throw new ApiError(res.status, path, answer?.message ?? res.statusText, answer ? { code: answer.code, fields: answer.fields ?? [], body: answer } : {});
  }
  return (await res.json()) as T;
}

const q = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A new idempotency key (one per ticket; its confirmed retry reuses it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The materials API for islands. */
export const materialsApi = {
  resourceGroups: (plant: string) => call<string[]>('GET', `ResourceGroups${q({ plant })}`),
  jobs: (query: { plant?: string; resourceGroup?: string; search?: string }) => call<JobSummary[]>('GET', `Jobs${q(query)}`),
  job: (jobNum: string) => call<JobDetail>('GET', `Jobs/${encodeURIComponent(jobNum)}`),
  bins: (partNum: string, plant: string) => call<(BinStock & { plant: string })[]>('GET', `Parts/${encodeURIComponent(partNum)}/Bins${q({ plant })}`),
  issue: (input: MaterialIssueInput & { confirm?: Confirmation[] }, key: string) => call<MaterialIssueResult>('POST', 'MaterialIssues', input, key),
  setIssuedComplete: (jobNum: string, assemblySeq: number, mtlSeq: number, issuedComplete: boolean, key: string) =>
    call<{ issuedComplete: boolean }>('PATCH', `Jobs/${encodeURIComponent(jobNum)}/Materials/${assemblySeq}/${mtlSeq}`, { issuedComplete }, key),
  setJobStatus: (jobNum: string, status: JobStatus, key: string) => call<{ status: JobStatus }>('PATCH', `Jobs/${encodeURIComponent(jobNum)}`, { status }, key),
  createMove: (input: MoveRequestInput, key: string) => call<{ id: number }>('POST', 'MoveRequests', input, key),
  moves: (plant: string) => call<MoveRequestRow[]>('GET', `MoveRequests${q({ plant })}`),
  recordShortEnds: (input: ShortEndInput, key: string) => call<{ id: number; tranId: number }>('POST', 'ShortEnds', input, key),
  shortEndLocations: (plant: string) => call<{ warehouseCode: string; binNum: string; partNum: string | null; heatNum: string | null; lengthIn: number | null }[]>('GET', `ShortEnds/Locations${q({ plant })}`),
  setMoveStatus: (id: number, status: 'taken' | 'done' | 'cancelled', key: string) => call<{ id: number; status: string }>('PATCH', `MoveRequests/${id}`, { status }, key),
};
