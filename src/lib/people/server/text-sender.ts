import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { sendSms, type SmsGatewayConfig } from './sms-gateway';

/** How many times a text is tried before it is failed. */
export const MAX_ATTEMPTS = 5;
/** How long a text being sent is held by one sender before another may take it (a sender that died). */
const LEASE_MS = 60_000;

/** The wait before the next try after `attempts` failed ones: 5 s, 15 s, 45 s, 135 s. */
export const retryDelayMs = (attempts: number): number => 5_000 * 3 ** Math.max(0, attempts - 1);

interface Due {
  message_id: number;
  to_number: string;
  body: string;
  attempts: number;
}

/**
 * Sends the texts that are due, once each: takes up to `limit` of them (skipping those another
 * sender holds), posts each to the gateway, and marks it sent, or queued again after a back-off, or
 * failed after MAX_ATTEMPTS or a refusal a retry cannot mend. Answers how many it took.
 */
export async function deliverDueTexts(db: Database, gateway: SmsGatewayConfig, now = new Date(), limit = 20): Promise<number> {
  const taken = await db.execute(sql`
    update text_messages set status = 'sending', attempts = attempts + 1,
      next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
    where message_id in (
      select message_id from text_messages
      where status in ('queued', 'sending') and next_attempt_at <= ${now}
      order by next_attempt_at, message_id limit ${limit} for update skip locked)
    returning message_id, to_number, body, attempts`);
  const due = ((taken as unknown as { rows?: Due[] }).rows ?? (taken as unknown as Due[])) as Due[];
  for (const message of due) {
    const result = await sendSms(gateway, message.to_number, message.body);
    if (result.ok) {
      await db.execute(sql`update text_messages set status = 'sent', gateway_id = ${result.id}, sent_at = now(), last_error = null
        where message_id = ${message.message_id}`);
    } else if (result.retry && message.attempts < MAX_ATTEMPTS) {
      const next = new Date(now.getTime() + retryDelayMs(message.attempts));
      await db.execute(sql`update text_messages set status = 'queued', next_attempt_at = ${next}, last_error = ${result.error}
        where message_id = ${message.message_id}`);
    } else {
      await db.execute(
        sql`update text_messages set status = 'failed', last_error = ${result.error} where message_id = ${message.message_id}`,
      );
    }
  }
  return due.length;
}

/** Runs the sender every `everyMs` until stopped; one round at a time. */
export function startTextSender(db: Database, gateway: SmsGatewayConfig, everyMs = 1_000): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        while ((await deliverDueTexts(db, gateway)) > 0 && !stopped);
      } catch (error) {
        console.error('text sender:', (error as Error).message);
      }
    });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
