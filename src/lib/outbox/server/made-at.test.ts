import { describe, expect, it } from 'vitest';
import { readMadeAt } from './made-at';

const now = new Date('2026-11-25T12:00:00Z');

describe('readMadeAt', () => {
  it('takes a time from the last 72 hours, and none when the header is absent', () => {
    expect(readMadeAt('2026-11-25T06:02:00Z', now, 72)?.toISOString()).toBe('2026-11-25T06:02:00.000Z');
    expect(readMadeAt('2026-11-22T12:30:00Z', now, 72)?.toISOString()).toBe('2026-11-22T12:30:00.000Z');
    expect(readMadeAt(undefined, now, 72)).toBeNull();
  });

  it('allows a device clock a minute ahead, not an hour', () => {
    expect(readMadeAt('2026-11-25T12:01:00Z', now, 72)).not.toBeNull();
    expect(() => readMadeAt('2026-11-25T13:00:00Z', now, 72)).toThrow(expect.objectContaining({ code: 'made-at-future' }));
  });

  it('refuses what is older than the configured hours, and what is no date', () => {
    expect(() => readMadeAt('2026-11-22T11:59:00Z', now, 72)).toThrow(expect.objectContaining({ code: 'made-at-too-old' }));
    expect(readMadeAt('2026-11-22T11:59:00Z', now, 100)).not.toBeNull();
    expect(() => readMadeAt('yesterday', now, 72)).toThrow(expect.objectContaining({ code: 'made-at-invalid' }));
  });
});
