import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/database';
import type { ApiEnv } from '../api/api-env';
import { registerAdminAppRoutes } from './app-routes';
import { registerAdminGrantRoutes } from './grant-routes';
import { registerAdminPeopleRoutes } from './people-routes';
import { NotAllowedError } from '../errors';

/**
 * Administration under /v1/Admin (issue 6): every call, read or write, needs the caller to hold
 * Apps_Security (asked of the database on each request, so a revoked right takes effect at once).
 */
export function registerAdminRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.use('/Admin/*', async (c, next) => {
    if (!(await c.get('caller').isAdmin())) {
      throw new NotAllowedError('Only administrators (holders of Apps_Security) may use the administration calls.');
    }
    await next();
  });
  registerAdminAppRoutes(app, db);
  registerAdminPeopleRoutes(app, db);
  registerAdminGrantRoutes(app, db);
}
