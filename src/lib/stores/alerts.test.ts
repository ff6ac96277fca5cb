import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $alerts, addAlert, ALERT_TIMEOUT, dismissAlert } from './alerts';

describe('$alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $alerts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it("shows an alert of type 'success' for 10000 ms by default", () => {
    const id = addAlert({ message: 'Saved' });
    expect($alerts.get()).toEqual([{ id, message: 'Saved', showing: true, type: 'success', timeout: ALERT_TIMEOUT }]);
    expect(ALERT_TIMEOUT).toBe(10_000);
    vi.advanceTimersByTime(9_999);
    expect($alerts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($alerts.get()).toEqual([]);
  });

  it('honours a given type and timeout', () => {
    addAlert({ message: 'Failed', type: 'error', timeout: 3000 });
    expect($alerts.get()[0]?.type).toBe('error');
    vi.advanceTimersByTime(3000);
    expect($alerts.get()).toEqual([]);
  });

  it('keeps an alert with timeout 0 until dismissed', () => {
    const id = addAlert({ message: 'Sticky', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect($alerts.get()).toHaveLength(1);
    dismissAlert(id);
    expect($alerts.get()).toEqual([]);
  });

  it('dismisses one alert and keeps the others', () => {
    const first = addAlert({ message: 'One' });
    addAlert({ message: 'Two' });
    dismissAlert(first);
    expect($alerts.get().map((alert) => alert.message)).toEqual(['Two']);
  });
});
