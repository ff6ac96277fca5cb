/**
 * The shell's browser behaviour that needs no island: the loading bar on page transitions, the
 * chunk-reload guard, the service worker, and prefetching the likely next pages after 2 s idle. Loaded once per
 * page by the default and dashboard layouts.
 */
import { prefetch } from 'astro:prefetch';
import '@/lib/outbox/outbox-client';
import { isChunkLoadError, reloadForChunk } from './chunk-reload';
import { linkAllowsPrefetch, prefetchCandidates, type LinkInfo } from './prefetch-policy';
import { closeDrawer } from '@/lib/stores/drawer';
import { $progress, finishProgress, PROGRESS_DURATION, PROGRESS_THROTTLE, resetProgress, startProgress } from '@/lib/stores/progress';

/** Prefetch idle timeout: 2 s (spec §9). */
export const PREFETCH_IDLE_TIMEOUT = 2000;
const NAV_KEY = 'nav-started-at';

function remember(): void {
  try {
    sessionStorage.setItem(NAV_KEY, String(Date.now()));
  } catch {
    // No sessionStorage: the next page simply starts without the bar.
  }
}

let safety: ReturnType<typeof setTimeout> | undefined;
function navigationStarts(): void {
  startProgress();
  remember();
  clearTimeout(safety);
  // A navigation that never unloads (a download, a 204) must not leave the bar running.
  safety = setTimeout(resetProgress, PROGRESS_DURATION * 2);
}

function isPageLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return false;
  const url = new URL(link.href);
  return url.origin === location.origin && !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

function startBar(): void {
  const bar = document.getElementById('progress-bar');
  if (bar) $progress.subscribe((state) => (bar.dataset['state'] = state));
  document.addEventListener('click', (event) => {
    if (isPageLink(event)) navigationStarts();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) navigationStarts();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resetProgress();
  });
  // The page that a transition brought up shows the bar until it is ready, then hides it 500 ms later.
  let started = 0;
  try {
    started = Number(sessionStorage.getItem(NAV_KEY)) || 0;
    sessionStorage.removeItem(NAV_KEY);
  } catch {
    started = 0;
  }
  // A transition already past the 200 ms throttle keeps its bar; a quicker one waits out the rest of it.
  const elapsed = Date.now() - started;
  if (elapsed >= PROGRESS_THROTTLE && elapsed < PROGRESS_DURATION) $progress.set('running');
  else if (elapsed >= 0 && elapsed < PROGRESS_THROTTLE) startProgress(PROGRESS_THROTTLE - elapsed);
  if (document.readyState === 'complete') finishProgress();
  else window.addEventListener('load', finishProgress, { once: true });
}

function guardChunks(): void {
  const reload = (): boolean => reloadForChunk(sessionStorage, () => location.reload());
  window.addEventListener('vite:preloadError', (event) => {
    if (reload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reload();
  });
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('[sw] not registered:', error));
  });
}

function prefetchWhenIdle(): void {
  const run = (): void => {
    // Only the likely next pages (the drawer's other open applications), only on a link that can spare
    // it: boards and print pages have no drawer, so they prefetch nothing.
    const link = (navigator as Navigator & { connection?: LinkInfo }).connection;
    // What was decided is written on the page (data-prefetch: 'skipped', or how many), for tests and the bench.
    if (!linkAllowsPrefetch(link)) {
      document.documentElement.dataset['prefetch'] = 'skipped';
      return;
    }
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('#drawer a[href^="/"]')]
      .filter((a) => !a.closest('[data-no-prefetch]'))
      .map((a) => a.getAttribute('href') ?? '');
    const picked = prefetchCandidates(hrefs, location.pathname);
    for (const href of picked) prefetch(href);
    document.documentElement.dataset['prefetch'] = String(picked.length);
  };
  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT });
    else setTimeout(run, PREFETCH_IDLE_TIMEOUT);
  };
  // Links are prefetched after 2 s of idle time once the page has loaded (spec §9).
  window.addEventListener('load', () => setTimeout(whenIdle, PREFETCH_IDLE_TIMEOUT), { once: true });
}

guardChunks();
document.getElementById('drawer-backdrop')?.addEventListener('click', closeDrawer);
startBar();
registerServiceWorker();
prefetchWhenIdle();
