import type { JsonCall } from '@/lib/api/json-call';
import type { WeldLeakDetail, WeldLeakEntry, WeldLeakPage, WeldLeakPareto, WeldLeakQuery } from './schemas';

/** The weld leak calls of the company API, typed by its contract (`./schemas`). */
export interface WeldLeakApi {
  list(query: WeldLeakQuery): Promise<WeldLeakPage>;
  pareto(query: Omit<WeldLeakQuery, 'page' | 'pageSize'>): Promise<WeldLeakPareto>;
  get(id: number): Promise<WeldLeakDetail>;
  create(input: Record<string, string>, idempotencyKey: string): Promise<WeldLeakEntry>;
  update(id: number, input: Record<string, string>, idempotencyKey: string): Promise<WeldLeakEntry>;
  close(id: number, idempotencyKey: string): Promise<WeldLeakEntry>;
}

/** The weld leak client with the signed-in user's token; every failed call throws an `ApiError`. */
export function createWeldLeakApi(call: JsonCall): WeldLeakApi {
  const key = (k: string) => ({ 'idempotency-key': k });
  return {
    list: (q) => call('GET', 'WeldLeaks', q),
    pareto: (q) => call('GET', 'WeldLeaks/Pareto', q),
    get: (id) => call('GET', `WeldLeaks/${id}`),
    create: (input, k) => call('POST', 'WeldLeaks', undefined, input, key(k)),
    update: (id, input, k) => call('PUT', `WeldLeaks/${id}`, undefined, input, key(k)),
    close: (id, k) => call('POST', `WeldLeaks/${id}/Close`, undefined, undefined, key(k)),
  };
}
