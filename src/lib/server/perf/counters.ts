/** What the server counts for `npm run bench`: API calls the portal makes, of them over HTTP, SQL queries. */
export interface Counters {
  api: number;
  http: number;
  sql: number;
}

// One set per process, shared by the server bundle (dist/apps.mjs) and the portal's (dist/server).
const KEY = Symbol.for('apps.perf.counters');
const holder = globalThis as typeof globalThis & { [KEY]?: Counters };

/** Whether the server counts (APPS_COUNTERS=on, set by the bench only; off costs one comparison per call). */
export function countersOn(): boolean {
  return process.env['APPS_COUNTERS'] === 'on';
}

/** The running totals since the process started. */
export function readCounters(): Counters {
  holder[KEY] ??= { api: 0, http: 0, sql: 0 };
  return holder[KEY];
}

/** Adds one to a counter when counting is on. */
export function count(kind: keyof Counters): void {
  if (countersOn()) readCounters()[kind] += 1;
}
