import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import type { Database } from '@/lib/server/db/database';
import { registerAttachmentOwner, registerAttachmentRoutes } from '@/lib/server/attachments/routes';
import { recordTypes } from './registry';
import { mayReadRecordAttachments, registerSharedRecordRoutes } from './routes-more';
import { registerTypeRoutes } from './routes';
import { registerExtensionRoutes } from './open-actions';
import { registerRecordLookup } from './record-lookups';

/** The record engine's API: the shared calls, then every type's own (its panels' first, then those from its definition). */
export function registerRecordEngineRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  registerAttachmentOwner('record', async (c, database, id) => mayReadRecordAttachments(await c.get('caller').access(), database, id));
  registerAttachmentRoutes(app, db);
  registerSharedRecordRoutes(app, db);
  for (const def of recordTypes()) {
    registerRecordLookup(def);
    registerExtensionRoutes(app, db, def);
    registerTypeRoutes(app, db, def);
  }
}
