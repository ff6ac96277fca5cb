import * as attachmentTables from '@/lib/server/attachments/tables';
import { defineFeature } from '@/lib/server/feature';
import { registerRecordEngineRoutes } from './index';
import { seedRecordEngine } from './seed';
import * as tables from './tables';

/** The record engine: every record type's calls, its tables, and the attachments records carry. */
export const recordsFeature = defineFeature({
  name: 'records',
  api: (app, { db }) => registerRecordEngineRoutes(app, db),
  tables: { ...tables, ...attachmentTables },
  seed: seedRecordEngine,
  texts: 'recordEngine',
  // Every list, form and write reads a type's custom fields: kept in memory until one is added.
  topics: { recordFields: { tables: [tables.recordCustomFields] } },
});
