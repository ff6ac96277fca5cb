import { defineFeature } from '@/lib/server/feature';
import { registerDocumentLookup } from './lookup';
import { registerDocumentRoutes } from './routes';
import { seedDocumentsIfEmpty } from './seed';
import * as tables from './tables';

/** Documents: drawings, procedures, data sheets, photos and PPAP elements of parts, jobs and records, every version kept. */
export const documentsFeature = defineFeature({
  name: 'documents',
  api: (app, { db }) => {
    registerDocumentRoutes(app, db);
    registerDocumentLookup();
  },
  tables,
  seed: seedDocumentsIfEmpty,
});
