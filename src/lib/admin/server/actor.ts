import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';

/** The administrator's employee id, for the audit log (the caller passed the Apps_Security check). */
export async function actorOf(c: Context<ApiEnv>): Promise<number | null> {
  return (await c.get('caller').employee())?.empId ?? null;
}
