import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '@/lib/server/db/database';
import { outboxArrivals } from './tables';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { InputError } from '@/lib/server/errors';
import { MADE_AT_HEADER } from '@/lib/outbox/made-at-header';

/** How far ahead of the server's clock a device's made-at may be: tablet clocks drift a little. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

/**
 * The time a write was made on the device (its `Made-At` header), checked against the server's clock:
 * not in the future (beyond a small clock skew) and at most `maxAgeHours` old; null when the header is
 * absent (the write was sent as it was made). A bad value is a 400 naming the field `madeAt`.
 * @example readMadeAt('2026-11-25T06:02:00Z', new Date('2026-11-25T08:00:00Z'), 72) // Date 06:02Z
 */
export function readMadeAt(header: string | undefined, now: Date, maxAgeHours: number): Date | null {
  if (header === undefined || header === '') return null;
  const madeAt = new Date(header);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(header) || Number.isNaN(madeAt.getTime())) {
    throw InputError.field('madeAt', 'made-at-invalid', `Made-At must be a date and time (ISO 8601), not '${header.slice(0, 40)}'.`, {
      extra: { values: { value: header.slice(0, 40) } },
    });
  }
  if (madeAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw InputError.field('madeAt', 'made-at-future', 'This entry was made in the future by the device clock: check the tablet clock.', {
      extra: { values: { madeAt: madeAt.toISOString() } },
    });
  }
  if (now.getTime() - madeAt.getTime() > maxAgeHours * 3600 * 1000) {
    throw InputError.field(
      'madeAt',
      'made-at-too-old',
      `This entry was made more than ${maxAgeHours} hours ago on the device and can no longer be sent.`,
      { extra: { values: { madeAt: madeAt.toISOString(), hours: maxAgeHours } } },
    );
  }
  return madeAt;
}

/**
 * Reads every write's Made-At once, before the feature runs, into `c.get('madeAt')`; a write that went
 * through with one is recorded with its arrival time (`outbox_arrivals`). That record follows the
 * write's own transaction: should it fail, the write stands and the retry of the same key records it.
 */
export function madeAtGuard(db: Database, maxAgeHours: number): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const madeAt =
      c.req.method === 'GET' || c.req.method === 'HEAD' ? null : readMadeAt(c.req.header(MADE_AT_HEADER), new Date(), maxAgeHours);
    c.set('madeAt', madeAt);
    await next();
    const key = c.req.header('idempotency-key');
    if (madeAt === null || key === undefined || c.res.status >= 300) return;
    await db
      .insert(outboxArrivals)
      .values({ username: c.get('claims').uniqueName, key, request: `${c.req.method} ${c.req.path}`, madeAt })
      .onConflictDoNothing();
  };
}

/** When the write was made: on the device when it came through the outbox, else now. */
export function madeAtOf(c: Context<ApiEnv>): Date {
  return c.get('madeAt') ?? new Date();
}
