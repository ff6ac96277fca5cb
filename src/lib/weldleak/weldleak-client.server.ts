import type { JsonCall } from '@/lib/api/json-call';
/** One page of a list the API answers. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
import type { WeldLeakDetail, WeldLeakEntry, WeldLeakPareto } from './weldleak';

/** The list filter as the API's query. */
export interface WeldLeakListQuery {
  plant: string;
  from?: string | undefined;
  to?: string | undefined;
  incomplete: boolean;
  page: number;
  pageSize: number;
}

/** The weld leak calls of the company API. */
export interface WeldLeakApi {
  list(query: WeldLeakListQuery): Promise<Page<WeldLeakEntry> & { from: string; to: string }>;
  pareto(query: Omit<WeldLeakListQuery, 'page' | 'pageSize'>): Promise<WeldLeakPareto>;
  get(id: number): Promise<WeldLeakDetail>;
  create(input: Record<string, string>, idempotencyKey: string): Promise<WeldLeakEntry>;
  update(id: number, input: Record<string, string>, idempotencyKey: string): Promise<WeldLeakEntry>;
  close(id: number, idempotencyKey: string): Promise<WeldLeakEntry>;
}

function queryOf(q: Partial<WeldLeakListQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== '') out[key] = String(value);
  return out;
}

/** The weld leak client with the signed-in user's token; every failed call throws an `ApiError`. */
export function createWeldLeakApi(call: JsonCall): WeldLeakApi {
  const key = (k: string) => ({ 'idempotency-key': k });
  return {
    list: (q) => call('GET', 'WeldLeaks', queryOf(q)),
    pareto: (q) => call('GET', 'WeldLeaks/Pareto', queryOf(q)),
    get: (id) => call('GET', `WeldLeaks/${id}`),
    create: (input, k) => call('POST', 'WeldLeaks', undefined, input, key(k)),
    update: (id, input, k) => call('PUT', `WeldLeaks/${id}`, undefined, input, key(k)),
    close: (id, k) => call('POST', `WeldLeaks/${id}/Close`, undefined, undefined, key(k)),
  };
}
