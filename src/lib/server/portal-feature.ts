import { registerDirectoryRoutes } from '@/lib/server/api/directory-routes';
import { registerSecurityRoutes } from '@/lib/server/api/security-routes';
import { registerAccessRequestRoutes } from '@/lib/server/api/access-request-routes';
import { registerLookupRoutes } from '@/lib/server/api/lookups';
import * as portalTables from '@/lib/server/db/schema/index';
import { seedPeople } from '@/lib/server/db/seed-people';
import { defineFeature } from '@/lib/server/feature';
import * as idempotencyTables from '@/lib/server/idempotency/tables';
import * as jobTables from '@/lib/server/jobs/tables';
import * as outboxTables from '@/lib/outbox/server/tables';
import * as plantDataTables from '@/lib/plant-data/server/tables';

/**
 * The portal itself, registered like a feature: the directory and security calls every screen reads
 * (and asking for access, open to everyone refused),
 * the people and plants (and their seed), the sign-in and cache-counter tables, and the kit's
 * idempotency, outbox-arrival and job-lease tables, and the shared plant data (src/lib/plant-data/server/tables.ts:
 * parts, bins, stock on hand, jobs, the material ledger; the materials feature seeds them). Its texts are the
 * default namespace `translation`.
 */
export const portalFeature = defineFeature({
  name: 'portal',
  api: (app, { db, caches }) => {
    registerDirectoryRoutes(app, db, caches);
    registerSecurityRoutes(app, db, caches);
    registerAccessRequestRoutes(app, db);
    registerLookupRoutes(app, db);
  },
  tables: { ...portalTables, ...idempotencyTables, ...outboxTables, ...jobTables, ...plantDataTables },
  seed: seedPeople,
  topics: { access: { tables: [portalTables.employees, portalTables.plants] } },
  texts: 'translation',
});
