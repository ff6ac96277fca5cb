import { defineFeature } from '@/lib/server/feature';
import { registerAdminRoutes } from './routes';
import { seedAdmin } from './seed';
import * as tables from '@/lib/server/db/schema/access';

/** Administration: editing the applications, rights, user groups, grants and reading the audit log (the tables are the portal's own). */
export const adminFeature = defineFeature({
  name: 'admin',
  api: (app, { db }) => registerAdminRoutes(app, db),
  seed: seedAdmin,
  // Every page's access (the drawer, the route guards) is read from these tables.
  topics: {
    access: {
      tables: [
        tables.userGroups,
        tables.groupMembers,
        tables.appGrants,
        tables.subAppGrants,
        tables.menuItems,
        tables.subApps,
        tables.employeePlants,
      ],
    },
  },
  texts: 'admin',
});
