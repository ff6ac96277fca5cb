import * as plantData from '@/lib/plant-data/server/tables';
import { defineFeature } from '@/lib/server/feature';
import { materialLedgerSource } from './report-source';
import * as measureTables from './measure-tables';
import { registerMoveStreamRoute } from './move-stream';
import { registerMaterialRoutes } from './routes';
import { seedMaterialsIfEmpty } from './seed';
import * as tables from './tables';

/** Materials: material issues and measurements, move requests, short ends (on the kit's plant data: jobs, parts, bins, stock). */
export const materialsFeature = defineFeature({
  name: 'materials',
  api: (app, { db, caches, moveRequestHub }) => {
    // The stream first: GET /MoveRequests/stream before the calls with a path parameter.
    if (moveRequestHub) registerMoveStreamRoute(app, moveRequestHub);
    registerMaterialRoutes(app, db, caches);
  },
  tables: { ...tables, ...measureTables },
  reportSources: materialLedgerSource,
  seed: seedMaterialsIfEmpty,
  // What a job's answer shows (GET /v1/Jobs/{jobNum}); raised before the statement: the material issue
  // locks the counter row before the rows it changes, and every writer of the topic takes that order.
  topics: {
    materials: {
      tables: [plantData.jobs, plantData.parts, plantData.jobAssemblies, plantData.jobOperations, plantData.jobMaterials],
      raise: 'before',
    },
  },
  texts: 'materials',
});
