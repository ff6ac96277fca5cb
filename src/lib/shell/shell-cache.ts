import { createComponent, renderSlotToString, type AstroComponentFactory } from 'astro/runtime/server/index.js';
import { isAdministrator } from '@/lib/auth/permissions';

/**
 * The top bar rendered once: its HTML (eight islands, about a third of a fresh page's render) is the same
 * on every page for one person, language, theme, plant and day, while the 'access' and 'notifications'
 * counters the request read before its data (its page memo stamp, src/lib/server/perf/page-memo.ts) are
 * the same; so it is kept under a key made of all of them and sent again. A grant or revoke, a changed
 * record, a new or read notification raises a counter, so the next page renders it afresh, as the page
 * memo's own pages do. Its islands carry a fixed id prefix (`shellIsland`), so the kept HTML never shares
 * an id with a page's own islands; without that (the dev server, component tests) nothing is kept.
 * The alert host, the same for every page of one language, is kept the same way.
 */

const PREFIX = Symbol.for('apps.island-prefix');
const PREFIX_ON = Symbol.for('apps.island-prefix.on');
const MAX_ENTRIES = 500;
// As the page memo: whatever the counters say, nothing is sent again after this long.
const MAX_AGE_MS = 10 * 60_000;

type Kept = { html: string; expiresAt: number };
const kept = new Map<string, Kept>();

/**
 * The props that give a top bar island its fixed id prefix ('s1', 's2', ...), spread on the island.
 * @example <Clock client:painted {...shellIsland(7)} />
 */
export function shellIsland(n: number): Record<symbol, string> {
  return { [PREFIX]: `s${n}` };
}

/** Whether the built renderer takes the fixed prefixes (scripts/build/astro-render-costs.mjs). */
function prefixesFixed(): boolean {
  return (globalThis as Record<symbol, unknown>)[PREFIX_ON] === true;
}

/**
 * The key of the top bar this request shows: everything it depends on, the counters included; null
 * when it may not be kept (no counters, no signed-in person).
 */
export function topBarKey(locals: App.Locals, isDark: boolean, now = new Date()): string | null {
  const { user, memoStamp, lang, plant, config } = locals;
  const access = memoStamp?.get('access');
  const notifications = memoStamp?.get('notifications');
  if (!user || access === undefined || notifications === undefined || !prefixesFixed()) return null;
  const employee = user.employee;
  return JSON.stringify([
    user.username,
    user.tokenData.name ?? '',
    employee ? [employee.empID, employee.firstName, employee.lastName, employee.plant] : null,
    isAdministrator(user.access),
    lang,
    isDark,
    plant,
    config.isDevelopment,
    config.hrPhotoUrl,
    // The user menu shows today's date.
    now.toDateString(),
    access,
    notifications,
  ]);
}

/**
 * The key of a part of the shell that shows only texts of the page's language (the alert host), null
 * where nothing may be kept.
 */
export function languagePartKey(part: string, locals: App.Locals): string | null {
  return prefixesFixed() ? JSON.stringify([part, locals.lang]) : null;
}

interface Props {
  /** `topBarKey`'s answer; null: rendered every time. */
  cacheKey: string | null;
  locals: App.Locals;
}

/** The kept HTML of `cacheKey`, else its children rendered (and kept unless the page memo says 'never'). */
async function render(result: unknown, props: Props, slots: Record<string, unknown>): Promise<string> {
  const { cacheKey, locals } = props;
  const now = Date.now();
  const known = cacheKey === null ? undefined : kept.get(cacheKey);
  if (known && known.expiresAt > now) {
    return known.html;
  }
  const html = await renderSlotToString(result as Parameters<typeof renderSlotToString>[0], slots['default'] as never);
  if (cacheKey !== null && locals.pageMemo !== 'never') {
    kept.delete(cacheKey);
    if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    kept.set(cacheKey, { html, expiresAt: now + MAX_AGE_MS });
  }
  return html;
}

/**
 * Renders its children once per key: the first time as they are (kept unless anything they show failed
 * to load: the page memo's 'never'), then the kept HTML, with the same instructions (Astro's island
 * scripts, written once per page wherever the first island falls). Astro writes what it answers (a
 * string that carries those instructions) as it writes a slot.
 */
export const ShellCache = createComponent(render as unknown as AstroComponentFactory);
