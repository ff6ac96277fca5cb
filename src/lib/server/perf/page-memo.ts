import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { GenerationSource, Generations } from '@/lib/server/db/generations';
import { nodeHeaderRecord } from './node-headers';

/**
 * The page memo: a signed-in page that declares what it shows (the shell: the person's
 * access, menu, plants and unread notifications; a page's own topics) is kept, as the bytes sent,
 * for the exact request that made it: the same address, session cookie (so the same person and
 * sign-in), drawer tabs, theme, plant and language cookies, and encoding. The next identical request
 * is answered with those bytes while nothing it showed may have changed:
 * - every topic's counter (`cache_generations`, raised in the same transaction as any change of its
 *   tables) is still the one read before the page read its data;
 * - the sign-in is still alive (logout ends it at once, as the API's own check does);
 * - its access token is more than a minute from the refresh the session would make, it is the same
 *   day (the user menu shows the date), and it is younger than MAX_AGE_MS.
 * So a grant, a revoke, a new notification or a sign-out applies on the next page load, as a render
 * would. The clock is filled by the browser (clock-boot.js), so a kept page shows no stale time.
 * Switching between the drawer's open applications is the common case it serves: the same pages,
 * again and again, by the same person.
 */

/** The header that marks an answer the memo gave (like a proxy's X-Cache), for tests and whoever looks. */
export const MEMO_HEADER = 'x-apps-memo';

/** The header that names the topics a keepable page declared (with APPS_TABLE_LOG=on only, for tests). */
export const MEMO_TOPICS_HEADER = 'x-apps-memo-topics';

/** The longest a page is kept, whatever happens. */
export const MAX_AGE_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 48 * 1024 * 1024;
// A key is the request's Cookie header and a few more: counted with the body (two bytes a character).

/** What the memo needs from the server that runs it (src/lib/server/main.ts). */
export interface PageMemoSources {
  /** Every topic's counter now. */
  generations: GenerationSource;
  /** Whether a sign-in (the access token's `gid`) is still alive; absent when the tokens carry none. */
  isGrantActive?: ((grantId: string) => Promise<boolean>) | undefined;
}

/** One kept page. */
interface Entry {
  status: number;
  /** The page's headers as sent, Set-Cookie lines included, without Content-Length. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The counters read before the page read its data, and the topics it declared. */
  stamp: Generations;
  topics: readonly string[];
  grantId: string | null;
  expiresAt: number;
}

interface MemoState {
  sources: PageMemoSources | null;
  entries: Map<string, Entry>;
  bytes: number;
  hits: number;
  stored: number;
}

// One memo per process, shared by the server bundle (dist/apps.mjs, which answers from it) and the
// portal's (dist/server, whose middleware fills it).
const KEY = Symbol.for('apps.perf.pageMemo');
const holder = globalThis as typeof globalThis & { [KEY]?: MemoState };

function state(): MemoState {
  holder[KEY] ??= { sources: null, entries: new Map(), bytes: 0, hits: 0, stored: 0 };
  return holder[KEY];
}

/** Turns the memo on with the server's counters and sign-in check (never on without them). */
export function configurePageMemo(sources: PageMemoSources | null): void {
  const memo = state();
  memo.sources = sources;
  memo.entries.clear();
  memo.bytes = 0;
}

/** The counters of every topic, read before a page reads its data; null when the memo is off. */
export function pageMemoStamp(): Promise<Generations> | null {
  return state().sources?.generations() ?? null;
}

/** Whether a sign-in (an access token's `gid`) is still alive, by the memo's check; true when tokens carry none or the server checks none. */
export function signInAlive(grantId: string | null): Promise<boolean> {
  const check = state().sources?.isGrantActive;
  return grantId && check ? check(grantId) : Promise.resolve(true);
}

/** How many answers came from the memo and how many pages it kept, since the process started. */
export function pageMemoCounts(): { hits: number; stored: number; entries: number } {
  const memo = state();
  return { hits: memo.hits, stored: memo.stored, entries: memo.entries.size };
}

type HeaderSource = { get(name: string): string | null | undefined };

/** Request headers the page depends on (the rest, e.g. user-agent or referer, change nothing rendered). */
const KEYED_HEADERS = ['host', 'x-forwarded-proto', 'x-forwarded-host', 'cookie', 'accept-encoding', 'accept-language'] as const;

/**
 * The memo's key of a GET request: its path and query, and the headers a page depends on, as one string
 * (a Map compares it at less cost than a digest takes to make); null when it carries no session cookie
 * (nothing signed out is kept).
 * @example memoKey('/Maintenance', headersOf(req.headers)) // '/Maintenance\napps.local\nhttps\n\nauthjs.session-token=…'
 */
export function memoKey(pathAndQuery: string, headers: HeaderSource): string | null {
  const cookie = headers.get('cookie') ?? '';
  if (!/(^|;\s*)(__Secure-)?authjs\.session-token(\.\d+)?=/.test(cookie)) return null;
  let key = pathAndQuery;
  for (const name of KEYED_HEADERS) key += `\n${headers.get(name) ?? ''}`;
  return key;
}

/** A Node request's headers read as `memoKey` reads them. */
export function nodeHeaders(headers: IncomingHttpHeaders): HeaderSource {
  return {
    get: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * Answers a GET request from the memo when it holds that exact request's page and nothing the page
 * showed may have changed; false (nothing written) otherwise.
 */
export async function answerFromMemo(key: string, res: ServerResponse): Promise<boolean> {
  const memo = state();
  const entry = memo.entries.get(key);
  if (!entry || !memo.sources) return false;
  // A check that fails (the database away) is a miss: the page is rendered, and says what went wrong.
  if (!(await stillTrue(entry, memo.sources).catch(() => false))) {
    forget(memo, key);
    return false;
  }
  // Most recently used last: the oldest entries are the first ones out.
  memo.entries.delete(key);
  memo.entries.set(key, entry);
  memo.hits += 1;
  res.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.byteLength, [MEMO_HEADER]: 'hit' });
  res.end(entry.body);
  return true;
}

async function stillTrue(entry: Entry, sources: PageMemoSources): Promise<boolean> {
  if (Date.now() >= entry.expiresAt) return false;
  const now = await sources.generations();
  if (entry.topics.some((topic) => now.get(topic) === undefined || now.get(topic) !== entry.stamp.get(topic))) return false;
  if (entry.grantId && sources.isGrantActive) return sources.isGrantActive(entry.grantId);
  return true;
}

/** Lets the memo keep the page being rendered: it shows the shell and `topics`, nothing else that changes. */
export function keepable(locals: App.Locals, topics: readonly string[] = []): void {
  if (locals.pageMemo !== 'never') locals.pageMemo = { topics };
}

/** Something the page being rendered shows failed to load: the page is rendered again next time. */
export function notKeepable(locals: App.Locals): void {
  locals.pageMemo = 'never';
}

/** What a page's render tells the memo about itself. */
export interface KeepPage {
  key: string;
  stamp: Generations;
  topics: readonly string[];
  /** The access token's sign-in id (`gid`), when it has one. */
  grantId: string | null;
  /** When the session would refresh its access token (ms): the page is not kept up to then. */
  refreshAt: number;
}

/** Cookies a kept page may set again: the drawer's tabs, a function of the request's own cookie and address. */
const REPLAYABLE_COOKIES = new Set(['tabs']);

/**
 * Keeps a rendered page for `keep.key` when it may be answered again as it is: a 200 HTML page that sets
 * no cookie but the drawer's tabs. `setCookies` lists the cookies the render set (Astro adds them to the
 * answer after the middleware), read once the body is. Answers the same response (its body read once).
 */
export async function keepPage(keep: KeepPage, response: Response, setCookies: () => Iterable<string>): Promise<Response> {
  const memo = state();
  if (!memo.sources || response.status !== 200 || !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const again = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  const sent = new Headers(response.headers);
  sent.delete('content-length');
  for (const line of setCookies()) sent.append('set-cookie', line);
  if (sent.getSetCookie().some((line) => !REPLAYABLE_COOKIES.has(line.slice(0, line.indexOf('=')).trim()))) return again;
  const headers = nodeHeaderRecord(sent);
  const expiresAt = Math.min(Date.now() + MAX_AGE_MS, keep.refreshAt, nextMidnight());
  forget(memo, keep.key);
  memo.entries.set(keep.key, { status: 200, headers, body, stamp: keep.stamp, topics: keep.topics, grantId: keep.grantId, expiresAt });
  memo.bytes += body.byteLength + keep.key.length * 2;
  memo.stored += 1;
  for (const oldest of memo.entries.keys()) {
    if (memo.entries.size <= MAX_ENTRIES && memo.bytes <= MAX_BYTES) break;
    forget(memo, oldest);
  }
  return again;
}

function forget(memo: MemoState, key: string): void {
  const entry = memo.entries.get(key);
  if (!entry) return;
  memo.entries.delete(key);
  memo.bytes -= entry.body.byteLength + key.length * 2;
}

/** The next local midnight (ms): the user menu shows today's date. */
function nextMidnight(): number {
  const next = new Date();
  next.setHours(24, 0, 0, 0);
  return next.getTime();
}
