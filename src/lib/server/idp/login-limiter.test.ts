import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

function limiterAt(clock: { now: number }) {
  return new LoginLimiter({ maxFailures: 5, windowMs: 60_000, now: () => clock.now });
}

describe('LoginLimiter', () => {
  it('refuses a key after five failures within a minute, and only that key', () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 4; i += 1) limiter.recordFailure('a|ip');
    expect(limiter.isLimited('a|ip')).toBe(false);
    limiter.recordFailure('a|ip');
    expect(limiter.isLimited('a|ip')).toBe(true);
    expect(limiter.isLimited('b|ip')).toBe(false);
  });

  it('lets the key try again once its failures are a minute old', () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 5; i += 1) limiter.recordFailure('a|ip');
    clock.now = 60_000;
    expect(limiter.isLimited('a|ip')).toBe(false);
  });

  it('forgets the failures after a successful sign-in', () => {
    const limiter = limiterAt({ now: 0 });
    for (let i = 0; i < 5; i += 1) limiter.recordFailure('a|ip');
    limiter.reset('a|ip');
    expect(limiter.isLimited('a|ip')).toBe(false);
  });
});
