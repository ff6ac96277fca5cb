import { createJsonCall } from '@/lib/api/json-call';
import { HttpError } from '@/lib/http/errors';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import type { DayByHour, DbhHour } from './day-by-hour';

/** The board calls a page makes, with the person's or the device's token. */
export interface BoardsApi {
  dayByHour(plant: string | null, kind?: string): Promise<DayByHour>;
  reasons(plant: string | null): Promise<{ id: number; text: string }[]>;
  setCount(input: { resourceId: string; hour: string; quantity: string; reasonId: string | null }, key: string): Promise<DbhHour>;
}

/** The board calls of this request: a signed-in person's, else the device's (src/lib/server/devices). */
export function boardsApiOf(locals: App.Locals): BoardsApi {
  const accessToken = locals.session?.accessToken ?? locals.device?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  const call = createJsonCall({ base: `${locals.config.apiBaseUrl}/v1`, accessToken, fetch: apiFetch(locals.config) });
  const plantQuery = (plant: string | null): Record<string, string> => (plant ? { plant } : {});
  return {
    dayByHour: (plant, kind) => call('GET', 'Boards/DayByHour', { ...plantQuery(plant), ...(kind ? { kind } : {}) }),
    reasons: (plant) => call('GET', 'Boards/DayByHour/Reasons', plantQuery(plant)),
    setCount: (input, key) => call('PUT', 'Boards/DayByHour/Counts', undefined, input, { 'idempotency-key': key }),
  };
}
