import { afterEach, describe, expect, it } from 'vitest';
import { noteInServer, takeInServerTimes } from './counters';

describe('times inside the server', () => {
  const before = process.env['APPS_COUNTERS'];
  afterEach(() => {
    if (before === undefined) delete process.env['APPS_COUNTERS'];
    else process.env['APPS_COUNTERS'] = before;
    takeInServerTimes();
  });

  it('gives the count, median and 99th percentile of the times noted since the last call, then starts afresh', () => {
    process.env['APPS_COUNTERS'] = 'on';
    takeInServerTimes();
    for (let ms = 100; ms >= 1; ms -= 1) noteInServer(ms);
    expect(takeInServerTimes()).toEqual({ n: 100, p50: 51, p99: 100 });
    expect(takeInServerTimes()).toEqual({ n: 0, p50: 0, p99: 0 });
  });

  it('notes nothing when the bench is not counting', () => {
    delete process.env['APPS_COUNTERS'];
    noteInServer(5);
    expect(takeInServerTimes().n).toBe(0);
  });
});
