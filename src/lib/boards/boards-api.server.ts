import { apiCallAs } from '@/lib/api/api-call.server';
import { HttpError } from '@/lib/http/errors';
import type { DbhDay, ReasonCount } from '@/lib/boards/schemas';
import type { DayByHour, DbhHour } from '@/lib/boards/schemas';

/** The board calls a page makes, with the person's or the device's token. */
export interface BoardsApi {
  dayByHour(plant: string | null, kind?: string): Promise<DayByHour>;
  reasons(plant: string | null): Promise<{ id: number; text: string }[]>;
  setCount(input: { resourceId: string; hour: string; quantity: string; reasonId: string | null }, key: string): Promise<DbhHour>;
  week(plant: string): Promise<DbhDay[]>;
  reasonCounts(plant: string): Promise<ReasonCount[]>;
  setGoal(input: { resourceId: string; hour: string; goal: string }, key: string): Promise<{ goal: number }>;
  addReason(input: { plant: string; text: string }, key: string): Promise<{ id: number; text: string }>;
  renameReason(id: string, text: string, key: string): Promise<{ id: number; text: string }>;
}

/** The board calls of this request: a signed-in person's, else the device's (src/lib/devices/server). */
export function boardsApiOf(locals: App.Locals): BoardsApi {
  const accessToken = locals.session?.accessToken ?? locals.device?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  const call = apiCallAs(locals.config, accessToken);
  const plantQuery = (plant: string | null): Record<string, string> => (plant ? { plant } : {});
  return {
    dayByHour: (plant, kind) => call('GET', 'Boards/DayByHour', { ...plantQuery(plant), ...(kind ? { kind } : {}) }),
    reasons: (plant) => call('GET', 'Boards/DayByHour/Reasons', plantQuery(plant)),
    setCount: (input, key) => call('PUT', 'Boards/DayByHour/Counts', undefined, input, { 'idempotency-key': key }),
    week: (plant) => call('GET', 'Boards/DayByHour/Week', { plant }),
    reasonCounts: (plant) => call('GET', 'Boards/DayByHour/ReasonCounts', { plant }),
    setGoal: (input, key) => call('PUT', 'Boards/DayByHour/Goals', undefined, input, { 'idempotency-key': key }),
    addReason: (input, key) => call('POST', 'Boards/DayByHour/Reasons', undefined, input, { 'idempotency-key': key }),
    renameReason: (id, text, key) =>
      call('PUT', `Boards/DayByHour/Reasons/${encodeURIComponent(id)}`, undefined, { text }, { 'idempotency-key': key }),
  };
}
