import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $progress, failProgress, finishProgress, resetProgress, startProgress } from './progress';

describe('$progress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetProgress();
  });
  afterEach(() => vi.useRealTimers());

  it('stays hidden for transitions shorter than the 200 ms throttle', () => {
    startProgress();
    vi.advanceTimersByTime(150);
    finishProgress();
    vi.advanceTimersByTime(1000);
    expect($progress.get()).toBe('idle');
  });

  it('shows after 200 ms and hides 500 ms after the end', () => {
    startProgress();
    vi.advanceTimersByTime(199);
    expect($progress.get()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect($progress.get()).toBe('running');
    finishProgress();
    expect($progress.get()).toBe('done');
    vi.advanceTimersByTime(499);
    expect($progress.get()).toBe('done');
    vi.advanceTimersByTime(1);
    expect($progress.get()).toBe('idle');
  });

  it('turns to the failed style when a request fails, even a quick one', () => {
    startProgress();
    failProgress();
    expect($progress.get()).toBe('failed');
    vi.advanceTimersByTime(500);
    expect($progress.get()).toBe('idle');
  });

  it('waits for every pending request', () => {
    startProgress();
    startProgress();
    vi.advanceTimersByTime(200);
    finishProgress();
    expect($progress.get()).toBe('running');
    finishProgress();
    expect($progress.get()).toBe('done');
  });

  it('a failed request among several hides 500 ms after the failure even when the others end well', () => {
    startProgress();
    startProgress();
    failProgress();
    expect($progress.get()).toBe('failed');
    finishProgress();
    expect($progress.get()).toBe('failed');
    vi.advanceTimersByTime(500);
    expect($progress.get()).toBe('idle');
  });

  it('a failed style outlived by a slower request hides when that one ends', () => {
    startProgress();
    startProgress();
    failProgress();
    vi.advanceTimersByTime(1000);
    expect($progress.get()).toBe('failed');
    finishProgress();
    expect($progress.get()).toBe('idle');
  });

  it('takes a shorter throttle for a transition that has already waited part of it', () => {
    startProgress(50);
    vi.advanceTimersByTime(49);
    expect($progress.get()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect($progress.get()).toBe('running');
  });
});
