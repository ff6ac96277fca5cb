import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@/lib/server/db/database';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { registerAdminAppRoutes } from './app-routes';
import { registerAdminGrantRoutes } from './grant-routes';
import { registerAdminPeopleRoutes } from './people-routes';
import { registerAdminPlantRoutes } from './employee-grants';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import { subAppRequired } from '@/lib/server/api/require-access';

/**
 * Administration under /v1/Admin: every call, read or write, needs the caller to hold
 * Apps_Security (the caller's access is read once per request, so a revoked right takes effect at once).
 */
export function registerAdminRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.use('/Admin/*', subAppRequired(ADMIN_SUB_APP_ID, 'Only administrators (holders of Apps_Security) may use the administration calls.'));
  registerAdminAppRoutes(app, db);
  registerAdminPeopleRoutes(app, db);
  registerAdminGrantRoutes(app, db);
  registerAdminPlantRoutes(app, db);
}
