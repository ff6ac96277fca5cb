import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { idempotencyKey } from '@/lib/server/idempotency/idempotency';

/**
 * When a punch was made: the server's clock for a punch sent live. Only a punch the outbox kept on a
 * device and sends later (its Idempotency-Key and its Made-At header, checked by the outbox's guard)
 * keeps an earlier time; a time in the body is never read, so no one back-dates a punch by saying so.
 * One that arrives much later than it says is flagged on its day (`sentLatePunches`).
 */
export function punchTime(c: Context<ApiEnv>, now = new Date()): Date {
  const madeAt = c.get('madeAt');
  return madeAt && idempotencyKey(c) ? madeAt : now;
}
