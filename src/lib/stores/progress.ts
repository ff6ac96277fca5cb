import { atom } from 'nanostores';

/** Loading bar timings (spec §9): appears after 200 ms, fills over about 5000 ms, hides 500 ms after the end. */
export const PROGRESS_THROTTLE = 200;
export const PROGRESS_DURATION = 5000;
export const PROGRESS_HIDE_DELAY = 500;

/** 'running': filling; 'done': full, about to hide; 'failed': a request failed (failed style), about to hide. */
export type ProgressState = 'idle' | 'running' | 'done' | 'failed';

/** The thin loading bar at the top of the page. */
export const $progress = atom<ProgressState>('idle');

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function clearTimers(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  showTimer = undefined;
  hideTimer = undefined;
}

/**
 * A page transition or request starts; the bar shows only if it lasts past the throttle (less when
 * part of it has already passed, as for a transition that a new page carries on).
 */
export function startProgress(throttle: number = PROGRESS_THROTTLE): void {
  pending += 1;
  clearTimeout(hideTimer);
  hideTimer = undefined;
  if ($progress.get() === 'running' || showTimer !== undefined) return;
  showTimer = setTimeout(() => {
    showTimer = undefined;
    if (pending > 0) $progress.set('running');
  }, throttle);
}

function settle(state: 'done' | 'failed'): void {
  pending = Math.max(0, pending - 1);
  if (state === 'done' && pending > 0) return;
  if (state === 'done' && $progress.get() !== 'running') {
    clearTimeout(showTimer);
    showTimer = undefined;
    // A failed style already on its way out hides on its own timer; without one it would stay red.
    if ($progress.get() === 'failed' && hideTimer !== undefined) return;
    clearTimers();
    $progress.set('idle');
    return;
  }
  clearTimers();
  $progress.set(state);
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    if (pending === 0) $progress.set('idle');
  }, PROGRESS_HIDE_DELAY);
}

/** The transition or request ended well: the bar fills and hides 500 ms later. */
export function finishProgress(): void {
  settle('done');
}

/** A request failed: the bar turns to its failed style, then hides. */
export function failProgress(): void {
  settle('failed');
}

/** Forgets every pending transition (a page shown again from the back-forward cache). */
export function resetProgress(): void {
  pending = 0;
  clearTimers();
  $progress.set('idle');
}
