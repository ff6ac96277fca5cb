import { describe, expect, it } from 'vitest';
import { RateLimit } from './rate-limit';

describe('RateLimit (a token bucket per key)', () => {
  it('lets `capacity` requests through at once, then one per refill, each key on its own', () => {
    const clock = { now: 0 };
    const limit = new RateLimit({ capacity: 3, refillMs: 10_000, now: () => clock.now });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(10_000);
    expect(limit.take('b')).toBe(0);
    clock.now += 4_000;
    expect(limit.take('a')).toBe(6_000);
    clock.now += 6_000;
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(10_000);
  });

  it('keeps at most `maxKeys` buckets, dropping the least recently used', () => {
    const limit = new RateLimit({ capacity: 1, refillMs: 60_000, maxKeys: 2, now: () => 0 });
    expect([limit.take('a'), limit.take('b'), limit.take('c')]).toEqual([0, 0, 0]);
    expect(limit.take('c')).toBe(60_000);
    expect(limit.take('a')).toBe(0);
  });
});
