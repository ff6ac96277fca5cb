/**
 * A wall board left alone for weeks: it hears its plant's changes on a server-sent event stream and
 * fetches its table again (no full-page polling); when it cannot, it keeps the last data and says how
 * old it is; it reconnects with backoff; it reloads after a restart or a new deployment (the version
 * check), when revoked, and when its memory grows past a bound or its stream stays dead (the watchdog).
 * Every interval is divided by `data-speed` (tests and the soak test run a minute in a second).
 */
import { staleText } from './board-live-text';

/** Intervals at speed 1, in ms. */
export const BOARD_TIMING = {
  firstRetry: 1000,
  /** Longest wait between reconnections: the board is back within this of the server's return. */
  maxRetry: 30_000,
  /** A connected board fetches its table this often anyway (the running hour turns red or green). */
  refresh: 5 * 60_000,
  /** The stale notice appears once the data is this old and the stream is down. */
  staleAfter: 60_000,
  tick: 5_000,
  watchdog: 60_000,
  /** A stream down this long reloads the page (a fresh start, as a person would press F5). */
  deadAfter: 15 * 60_000,
} as const;
/** The heap a board may use before the watchdog reloads it. */
export const HEAP_LIMIT_BYTES = 300 * 1024 * 1024;

function start(notice: HTMLElement): void {
  const d = notice.dataset;
  const speed = Number(d['speed'] ?? '1') || 1;
  const ms = (key: keyof typeof BOARD_TIMING) => BOARD_TIMING[key] / speed;
  let source: EventSource | null = null;
  let freshAt = Date.now();
  let downSince: number | null = null;
  let retry = ms('firstRetry');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const table = () => document.querySelector<HTMLElement>('[data-board-part]');
  // An info board's slides take turns, each for its own seconds; the turn survives a refresh of the data.
  let slide = 0;
  let turns = 0;
  let turn: ReturnType<typeof setTimeout> | undefined;
  const rotate = (): void => {
    clearTimeout(turn);
    const root = table();
    const slides = [...(root?.querySelectorAll<HTMLElement>('[data-slide]') ?? [])];
    if (!root || slides.length === 0) return;
    slide %= slides.length;
    slides.forEach((each, i) => (each.hidden = i !== slide));
    // The turn's marker (which slide, and a count that only grows) lets a watcher see every turn, however short.
    root.dataset['showing'] = slides[slide]?.dataset['kind'] ?? '';
    root.dataset['turn'] = String(turns);
    const seconds = Number(slides[slide]?.dataset['seconds'] ?? '10') || 10;
    turn = setTimeout(
      () => {
        slide += 1;
        turns += 1;
        rotate();
      },
      (seconds * 1000) / speed,
    );
  };
  const show = () => {
    const age = (Date.now() - freshAt) * speed;
    const stale = downSince !== null && age >= BOARD_TIMING.staleAfter;
    notice.classList.toggle('hidden', !stale);
    if (stale) notice.textContent = staleText(d['stale'] ?? '{n}', age);
  };
  const refresh = async (): Promise<void> => {
    try {
      const res = await fetch(d['part'] ?? '', { cache: 'no-store', credentials: 'same-origin' });
      if (res.redirected || !res.ok) throw new Error(String(res.status));
      const html = await res.text();
      const next = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-board-part]');
      const current = table();
      if (!next || !current) throw new Error('no table');
      current.replaceWith(document.importNode(next, true));
      freshAt = Date.now();
      rotate();
    } catch {
      // Kept as it is; the notice tells its age.
    }
    show();
  };
  const versionChanged = async (): Promise<boolean> => {
    try {
      const res = await fetch('/api/devices/version', { cache: 'no-store' });
      return res.ok && ((await res.json()) as { version: string }).version !== d['version'];
    } catch {
      return false;
    }
  };
  const connect = (): void => {
    clearTimeout(timer);
    source?.close();
    const current = new EventSource(d['stream'] ?? '');
    source = current;
    current.addEventListener('open', () => {
      retry = ms('firstRetry');
      downSince = null;
      void versionChanged().then((changed) => (changed ? location.reload() : refresh()));
    });
    current.addEventListener('data', () => void refresh());
    current.addEventListener('revoked', () => location.reload());
    current.addEventListener('error', () => {
      current.close();
      downSince ??= Date.now();
      show();
      timer = setTimeout(connect, retry);
      retry = Math.min(retry * 2, ms('maxRetry'));
    });
  };

  connect();
  rotate();
  setInterval(show, ms('tick'));
  setInterval(() => void (downSince === null && refresh()), ms('refresh'));
  setInterval(() => {
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    const dead = downSince !== null && (Date.now() - downSince) * speed > BOARD_TIMING.deadAfter;
    // Only while the server answers: a reload into a browser error page would leave no script to recover.
    if (dead || (memory && memory.usedJSHeapSize > HEAP_LIMIT_BYTES)) void reachable().then((up) => up && location.reload());
  }, ms('watchdog'));
  addEventListener('online', connect);
}

async function reachable(): Promise<boolean> {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

const notice = document.querySelector<HTMLElement>('[data-board-live]');
if (notice) start(notice);
