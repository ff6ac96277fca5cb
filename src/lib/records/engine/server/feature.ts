import * as attachmentTables from '@/lib/server/attachments/tables';
import { employees } from '@/lib/server/db/schema/employees';
import { defineFeature } from '@/lib/server/feature';
import { registerRecordEngineRoutes } from './index';
import { seedRecordEngine } from './seed';
import { syncRecordRights } from './sync-rights';
import * as tables from './tables';

/** The record engine: every record type's calls, its tables, and the attachments records carry. */
export const recordsFeature = defineFeature({
  name: 'records',
  api: (app, { db }) => registerRecordEngineRoutes(app, db),
  tables: { ...tables, ...attachmentTables },
  seed: seedRecordEngine,
  // The rights the types declare reach every database at start, not only a freshly seeded one.
  sync: syncRecordRights,
  texts: 'recordEngine',
  // Kept in memory until a change of what they show (custom-fields.ts, reads.ts): every list, form and write
  // reads a type's custom fields; a list page its records, their counts and their people's names; a list a
  // person's saved views.
  topics: {
    recordFields: { tables: [tables.recordCustomFields] },
    records: { tables: [tables.records, tables.recordCounts, employees] },
    recordViews: { tables: [tables.recordViews] },
  },
});
