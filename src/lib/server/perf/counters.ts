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

// The time each request spent inside the server, kept beside the counters (APPS_COUNTERS=on only).
const TIMES = Symbol.for('apps.perf.inServerTimes');
const timesHolder = globalThis as typeof globalThis & { [TIMES]?: number[] };

/** Notes how long a request took inside the server (its request event to its last byte handed to the socket), in ms. */
export function noteInServer(ms: number): void {
  if (!countersOn()) return;
  const times = (timesHolder[TIMES] ??= []);
  if (times.length < 200_000) times.push(ms);
}

/** The requests' times inside the server since the last call (n, p50, p99 in ms), and a fresh start. */
export function takeInServerTimes(): { n: number; p50: number; p99: number } {
  const times = (timesHolder[TIMES] ?? []).sort((a, b) => a - b);
  timesHolder[TIMES] = [];
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { n: times.length, p50: at(0.5), p99: at(0.99) };
}
